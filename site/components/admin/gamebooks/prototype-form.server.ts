// Server-only: what the adventure prototype form needs from the server — the 17 languages by
// their own names and the limits the server checks (api/kinds/gamebook/schema.ts), and a stored
// prototype as the form's values.
import { ENDING_COUNT, GAMEBOOK_IDEA_MAX, RULE_MAX, RULES_PER_WORLD, SEGMENT_COUNT } from '../../../../api/kinds/gamebook/schema.ts';
import { DEFAULT_LANG, LANGUAGES, LANGUAGE_INFO, type LangCode } from '../../../../core/languages.ts';
import type { AdventurePrototypeFormProps, AdventurePrototypeValues } from './AdventurePrototypeForm.tsx';

export const prototypeLanguages = (): AdventurePrototypeFormProps['languages'] =>
  LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_INFO[code].nativeName }));

export const prototypeLimits = (): AdventurePrototypeFormProps['limits'] => ({
  segments: { min: SEGMENT_COUNT.min, max: SEGMENT_COUNT.max },
  endings: { min: ENDING_COUNT.min, max: ENDING_COUNT.max },
  premiseMax: GAMEBOOK_IDEA_MAX,
  ruleMax: RULE_MAX,
  rulesMax: RULES_PER_WORLD.max,
});

/** A new prototype's values: the moderator's language, the kind's default shape. */
export const newPrototypeValues = (lang: LangCode | undefined): AdventurePrototypeValues => ({
  title: '', premise: '', language: lang ?? DEFAULT_LANG, segmentCount: SEGMENT_COUNT.default, endingCount: ENDING_COUNT.default,
  useFlags: false, rules: [], published: false,
});

/** A stored prototype (an adventure_prototypes row) as the form's values. */
export const prototypeValues = (row: Record<string, any>): AdventurePrototypeValues => ({
  title: row.title, premise: row.premise, language: row.language, segmentCount: Number(row.segment_count), endingCount: Number(row.ending_count),
  useFlags: Boolean(row.use_flags), rules: row.rules ?? [], published: Boolean(row.published),
});
