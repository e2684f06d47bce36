// How a recipe's spoons and cups are written in each language (core/recipes.ts formatQuantity):
// cooks in Germany write "2 EL", in Japan "大さじ2", in Brazil "2 colheres (sopa)", in Korea
// "2큰술". The metric symbols (g, kg, ml, cl, dl, l) and the US weights and liquid measures (oz,
// lb, fl oz, pt, qt) are written as they are everywhere, as cookbooks in these languages write
// them; only the spoons and the cup have words of their own.
//
// A mark is the word (or its abbreviation) with its plural where the language inflects it after a
// number ("1 tazza", "2 tazze"), and where it stands: after the number with a no-break space (the
// default), joined to it ("2큰술", "2汤匙"), or before it ("大さじ2").
import { LANGUAGE_INFO, type LangCode } from './languages.ts';

export interface UnitMark {
  /** the word after a number the language's plural rules call "one" (and below one: "½ cup") */
  one: string;
  /** after any other number; `one` when the word does not change */
  other?: string;
  /** written before the number, with no space ("大さじ2") */
  before?: boolean;
  /** written right after the number, with no space ("2큰술") */
  joined?: boolean;
}

/** The units with words of their own. */
export type WordedUnit = 'tsp' | 'tbsp' | 'cup';
export const WORDED_UNITS: readonly WordedUnit[] = ['tsp', 'tbsp', 'cup'];

const same = (one: string): UnitMark => ({ one });
const plural = (one: string, other: string): UnitMark => ({ one, other });
const joined = (one: string): UnitMark => ({ one, joined: true });
const before = (one: string): UnitMark => ({ one, before: true });

export const UNIT_MARKS: Readonly<Record<LangCode, Readonly<Record<WordedUnit, UnitMark>>>> = {
  en: { tsp: same('tsp'), tbsp: same('tbsp'), cup: plural('cup', 'cups') },
  ar: { tsp: same('ملعقة صغيرة'), tbsp: same('ملعقة كبيرة'), cup: same('كوب') },
  bn: { tsp: same('চা চামচ'), tbsp: same('টেবিল চামচ'), cup: same('কাপ') },
  ch: { tsp: joined('茶匙'), tbsp: joined('汤匙'), cup: joined('杯') },
  de: { tsp: same('TL'), tbsp: same('EL'), cup: plural('Tasse', 'Tassen') },
  es: { tsp: same('cdta.'), tbsp: same('cda.'), cup: plural('taza', 'tazas') },
  fr: { tsp: same('c. à c.'), tbsp: same('c. à s.'), cup: plural('tasse', 'tasses') },
  hi: { tsp: plural('छोटा चम्मच', 'छोटे चम्मच'), tbsp: plural('बड़ा चम्मच', 'बड़े चम्मच'), cup: same('कप') },
  id: { tsp: same('sdt'), tbsp: same('sdm'), cup: same('cangkir') },
  it: { tsp: plural('cucchiaino', 'cucchiaini'), tbsp: plural('cucchiaio', 'cucchiai'), cup: plural('tazza', 'tazze') },
  ja: { tsp: before('小さじ'), tbsp: before('大さじ'), cup: before('カップ') },
  ko: { tsp: joined('작은술'), tbsp: joined('큰술'), cup: joined('컵') },
  pt: { tsp: plural('colher (chá)', 'colheres (chá)'), tbsp: plural('colher (sopa)', 'colheres (sopa)'), cup: plural('xícara', 'xícaras') },
  sw: { tsp: plural('kijiko cha chai', 'vijiko vya chai'), tbsp: plural('kijiko cha chakula', 'vijiko vya chakula'), cup: plural('kikombe', 'vikombe') },
  tr: { tsp: same('çay kaşığı'), tbsp: same('yemek kaşığı'), cup: same('su bardağı') },
  ur: { tsp: plural('چائے کا چمچ', 'چائے کے چمچ'), tbsp: plural('کھانے کا چمچ', 'کھانے کے چمچ'), cup: same('کپ') },
  vi: { tsp: same('muỗng cà phê'), tbsp: same('muỗng canh'), cup: same('cốc') },
};

const isWorded = (unit: string): unit is WordedUnit => (WORDED_UNITS as readonly string[]).includes(unit);
const rules = new Map<LangCode, Intl.PluralRules>();
const pluralRules = (lang: LangCode): Intl.PluralRules => {
  let found = rules.get(lang);
  if (!found) rules.set(lang, (found = new Intl.PluralRules(LANGUAGE_INFO[lang].bcp47)));
  return found;
};

/**
 * A number written with its unit's word in `lang`: `amount` is the number as written ("1½",
 * "1,5", "2–3"), `count` the number the word agrees with (a range's upper end); undefined for a
 * unit without a word of its own (its symbol is the same everywhere).
 */
export function withUnitWord(amount: string, count: number, unit: string, lang: LangCode): string | undefined {
  if (!isWorded(unit)) return undefined;
  const mark = UNIT_MARKS[lang][unit];
  // below one it is named as one ("½ cup"), as the count words are (recipe-view unitWord)
  const word = mark.other !== undefined && pluralRules(lang).select(Math.max(count, 1)) !== 'one' ? mark.other : mark.one;
  if (mark.before) return `${word}${amount}`;
  return mark.joined ? `${amount}${word}` : `${amount}\u00a0${word}`;
}
