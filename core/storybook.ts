// Storybooks (issue 16): the choices the wizard offers and the server checks, shared by both.
// Pure: the art styles' fixed prompt texts and the drawings live in api/ai/illustrator.

export const STORY_PAGES = { min: 8, max: 32, default: 12 } as const;
export const STORY_AGES = { min: 2, max: 12, default: 5 } as const;
export const MAX_CHARACTERS = 4;
export const PAGE_TEXT_MAX = 700;
export const ALT_TEXT_MAX = 300;
export const IDEA_MAX = 1000;

export const ART_STYLES = ['watercolor', 'crayon', 'paper-cut', 'flat', 'pencil', 'storybook-ink'] as const;
export type ArtStyle = (typeof ART_STYLES)[number];

export const CHARACTER_KINDS = ['child', 'adult', 'animal'] as const;
export type CharacterKind = (typeof CHARACTER_KINDS)[number];

export const SCENE_SETTINGS = [
  'forest', 'meadow', 'beach', 'sea', 'river', 'mountain', 'snow', 'desert', 'garden', 'park', 'village', 'city', 'castle',
  'bedroom', 'kitchen', 'classroom', 'library', 'space', 'night-sky',
] as const;
export type SceneSetting = (typeof SCENE_SETTINGS)[number];

export const TIMES_OF_DAY = ['morning', 'day', 'sunset', 'night'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/** A character's sheet: fixed words every picture of the character carries unchanged. */
export interface CharacterSheet {
  id: string;
  name: string;
  kind: CharacterKind;
  /** body, face, hair or fur: "a small girl with curly black hair and round glasses" */
  look: string;
  /** what they wear: "a yellow raincoat and red boots" */
  clothes: string;
  /** the colours that must not change: "yellow, red, black" */
  colours: string;
}
