// The moderators' gamebook, world and adventure screens (issue 14): the pieces they share — a
// segment's excerpt, the list pages' addresses, what a check and a choice say, an adventure
// prototype's rules and its server field messages on the form's fields — and the new paths
// behind the moderator guard.
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { GqlError } from '../../site/components/admin/gql.ts';
import {
  choiceEffects, excerpt, gamebookPath, languageName, listHref, localizePrototypeError, problemDetails, ruleLines, segmentAnchor, textAttrs, worldConflictKey,
} from '../../site/components/admin/gamebooks/view.ts';
import { canAccessPath } from '../../core/roles.ts';

const t = ((key: string, values: Record<string, unknown> = {}) => `${key}${JSON.stringify(values)}`) as unknown as TFunction;
const fieldsOf = (error: unknown) => (error as GqlError).errors[0]?.extensions?.fields;

describe('excerpt', () => {
  it('keeps a short text on one line', () => {
    expect(excerpt('  The fog\n\nrolls   in. ')).toBe('The fog rolls in.');
    expect(excerpt('')).toBe('');
  });

  it('cuts a long text at a word with an ellipsis, within the length', () => {
    const text = `${'word '.repeat(60)}end`;
    const short = excerpt(text, 40);
    expect(short.length).toBeLessThanOrEqual(40);
    expect(short.endsWith('word…')).toBe(true);
  });

  it('cuts a text without spaces where it must', () => {
    expect(excerpt('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('addresses', () => {
  it('leaves page 1 and an empty search out of a list address', () => {
    expect(listHref('/moderator/worlds', '', 1)).toBe('/moderator/worlds');
    expect(listHref('/moderator/gamebooks', 'fog & sea', 3)).toBe('/moderator/gamebooks?q=fog+%26+sea&page=3');
  });

  it('names a gamebook page and a segment anchor', () => {
    expect(gamebookPath('ac000000-0000-0000-0000-000000000001')).toBe('/moderator/gamebooks/ac000000-0000-0000-0000-000000000001');
    expect(segmentAnchor('s3')).toBe('segment-s3');
  });

  it('reads a language by its own name and marks its words', () => {
    expect(languageName('de')).toBe('Deutsch');
    expect(languageName('xx')).toBe('xx');
    expect(textAttrs('ar')).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(textAttrs('xx')).toEqual({});
  });
});

describe('checks and choices in words', () => {
  it('names the choice, the missing target, the flag and the state of a check', () => {
    expect(problemDetails({ choiceId: 'c2', target: 's9' }, t)).toEqual(['gamebooks.choiceLabel{"id":"c2"}', 'gamebooks.targetLabel{"id":"s9"}']);
    expect(problemDetails({ flag: 'key', state: ['key', 'lamp'] }, t)).toEqual(['gamebooks.flagLabel{"flag":"key"}', 'gamebooks.stateLabel{"flags":"key, lamp"}']);
    expect(problemDetails({ choiceId: null, state: [] }, t)).toEqual([]);
  });

  it('says what a choice needs, forbids, sets and clears', () => {
    expect(choiceEffects({ requires: ['key'], forbids: [], sets: ['door', 'lamp'], clears: [] }, t))
      .toEqual(['gamebooks.effects.requires{"flags":"key"}', 'gamebooks.effects.sets{"flags":"door, lamp"}']);
  });
});

describe('adventure prototypes', () => {
  it('reads the rules a line each, trimmed, without blanks', () => {
    expect(ruleLines(' Magic costs a memory. \r\n\n  Doors remember. \n')).toEqual(['Magic costs a memory.', 'Doors remember.']);
    expect(ruleLines('')).toEqual([]);
  });

  it('puts the server field messages on the fields in the page language, a rule on the rules', () => {
    const error = new GqlError([{
      message: 'segmentCount: must be at least 8',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: {
          title: 'is required',
          premise: 'is longer than 500 characters',
          segmentCount: 'must be at least 8',
          endingCount: 'must be at most 6',
          language: 'is not one of the 17 languages',
          'rules.2': 'is longer than 200 characters',
          'rules.4': 'is required',
          published: 'something new',
        },
      },
    }], 200);
    const labels = { title: 'Title', premise: 'Premise', segmentCount: 'Segments', endingCount: 'Endings', language: 'Language' };
    expect(fieldsOf(localizePrototypeError(error, t, labels))).toEqual({
      title: 'server.required{"label":"Title"}',
      premise: 'adventures.errors.longerThan{"label":"Premise","max":"500"}',
      segmentCount: 'adventures.errors.atLeast{"label":"Segments","min":"8"}',
      endingCount: 'adventures.errors.atMost{"label":"Endings","max":"6"}',
      language: 'adventures.errors.notLanguage{"label":"Language"}',
      rules: 'adventures.errors.longerThan{"label":"adventures.ruleN{\\"n\\":3}","max":"200"}',
      published: 'something new',
    });
  });

  it('names the rule of a message every admin form knows, and the list of rules when there are too many', () => {
    const error = new GqlError([{ message: 'x', extensions: { code: 'BAD_USER_INPUT', fields: { 'rules.0': 'is required' } } }], 200);
    expect(fieldsOf(localizePrototypeError(error, t, {}))).toEqual({ rules: 'server.required{"label":"adventures.ruleN{\\"n\\":1}"}' });
    const many = new GqlError([{ message: 'x', extensions: { code: 'BAD_USER_INPUT', fields: { rules: 'can have at most 20 rules' } } }], 200);
    expect(fieldsOf(localizePrototypeError(many, t, { rules: 'Rules' }))).toEqual({ rules: 'adventures.errors.tooManyRules{"label":"Rules","max":"20"}' });
  });

  it('leaves other errors to the admin screens\' rules', () => {
    const forbidden = new GqlError([{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }], 200);
    expect((localizePrototypeError(forbidden, t, {}) as GqlError).errors[0]?.message).toBe('server.forbidden{}');
    const offline = new TypeError('Failed to fetch');
    expect(localizePrototypeError(offline, t, {})).toBe(offline);
  });
});

describe('worldConflictKey', () => {
  it('knows the conflict of featuring a world that is private or hidden', () => {
    const conflict = new GqlError([{ message: 'Only a public world that is not hidden can be featured', extensions: { code: 'CONFLICT' } }], 200);
    expect(worldConflictKey(conflict)).toBe('worlds.featureConflict');
    expect(worldConflictKey(new GqlError([{ message: 'No such world', extensions: { code: 'NOT_FOUND' } }], 200))).toBeUndefined();
    expect(worldConflictKey(new Error('x'))).toBeUndefined();
  });
});

describe('the new moderator paths', () => {
  it.each([
    '/moderator/gamebooks', '/moderator/gamebooks/ac000000-0000-0000-0000-000000000001',
    '/moderator/worlds', '/moderator/worlds/b5000000-0000-0000-0000-000000000001', '/moderator/featured-worlds',
    '/moderator/adventures', '/moderator/adventures/new', '/moderator/adventures/a1000000-0000-0000-0000-000000000001/edit',
  ])('%s is for moderators and admins only', (path) => {
    expect(canAccessPath(null, path)).toBe(false);
    expect(canAccessPath([], path)).toBe(false);
    expect(canAccessPath(['freeDemo', 'interactDemo'], path)).toBe(false);
    expect(canAccessPath(['contentMod'], path)).toBe(true);
    expect(canAccessPath(['admin'], path)).toBe(true);
  });

  it('keeps the feature flags on the admin-only global configs page', () => {
    expect(canAccessPath(['contentMod'], '/admin/global-configs')).toBe(false);
    expect(canAccessPath(['admin'], '/admin/global-configs')).toBe(true);
  });
});
