import type { SceneSetting } from '../../../../core/storybook.ts';

export type Beat = 'opening' | 'wish' | 'setOut' | 'explore' | 'problem' | 'try' | 'discover' | 'home' | 'end';

/** A beat's sentence with one character (solo) and with a friend (duo). */
export interface BeatWords { solo: string; duo: string }

/** The offline storybook writer's words in one language. Placeholders: {hero}, {friend}, {place},
 * {names}, {idea}, {age}. Written so a name or place drops in without changing its form. */
export interface StoryPhrases {
  /** each place as it reads after "in"/"to" in a sentence (with its article where the language has one) */
  places: Record<SceneSetting, string>;
  titles: string[];
  beats: Record<Beat, BeatWords>;
  /** the alt text of a picture: "{names} in {place}" */
  alt: string;
  /** joins names: " and " */
  and: string;
  ageNote: string;
}
