// The illustrator contract (issue 16), beside the writer's: a reference portrait per character,
// then a picture per page. Two implementations: the offline illustrator (deterministic SVG
// drawings, the default) and the provider (any OpenAI-compatible Images API).
import type { LangCode } from '../../../core/languages.ts';
import type { ArtStyle, CharacterSheet, SceneSetting, TimeOfDay } from '../../../core/storybook.ts';
import { JOB_FAILURES } from '../../../core/job-failures.ts';

export type { ArtStyle, CharacterSheet, SceneSetting, TimeOfDay };

/** Each art style's fixed words: every picture request of a book carries them word for word. */
export const ART_STYLE_TEXT: Record<ArtStyle, string> = {
  watercolor: 'Soft watercolour picture-book illustration: gentle washes of colour, visible paper texture, light outlines, warm and calm.',
  crayon: 'Bright crayon drawing as a child would love: waxy strokes, bold simple shapes, cheerful colours on white paper.',
  'paper-cut': 'Layered paper-cut collage: flat coloured paper shapes with soft drop shadows between layers, clean edges.',
  flat: 'Clean flat vector illustration: simple geometric shapes, solid colours, no gradients, friendly rounded forms.',
  pencil: 'Coloured-pencil illustration: fine hatching, soft muted colours, delicate outlines, cosy and detailed.',
  'storybook-ink': 'Classic storybook ink and wash: confident black ink lines with soft colour washes, expressive faces.',
};

export interface PageIllustrationRequest {
  bookId: string;
  pageNumber: number;
  artStyle: ArtStyle;
  language: LangCode;
  scene: { setting: SceneSetting; timeOfDay: TimeOfDay; description: string };
  /** the characters on this page, each with its sheet */
  characters: CharacterSheet[];
  /** reference portraits made first, for endpoints that take reference images */
  references?: { characterId: string; image: Buffer; mime: string }[];
  /** the author's redraw instruction ("make it snow") */
  instruction?: string;
  /** the picture's description for people who cannot see it */
  alt?: string;
  signal?: AbortSignal;
}

export interface Illustration {
  bytes: Buffer;
  mime: 'image/svg+xml' | 'image/png' | 'image/webp' | 'image/jpeg';
  /** the prompt sent (provider), for the logs and the tests */
  prompt?: string;
}

export interface Illustrator {
  /** 'offline' or the image model */
  readonly name: string;
  portrait(sheet: CharacterSheet, artStyle: ArtStyle, opts?: { signal?: AbortSignal }): Promise<Illustration>;
  page(req: PageIllustrationRequest): Promise<Illustration>;
}

export type IllustratorErrorCode = 'unavailable' | 'timeout' | 'refused' | 'invalid_output' | 'rate_limited';

const USER_MESSAGES: Record<IllustratorErrorCode, string> = {
  unavailable: JOB_FAILURES.illustratorUnavailable,
  timeout: JOB_FAILURES.illustratorTimeout,
  refused: JOB_FAILURES.illustratorRefused,
  invalid_output: JOB_FAILURES.illustratorInvalidOutput,
  rate_limited: JOB_FAILURES.illustratorRateLimited,
};

/** A failure of the illustrator: `userMessage` is safe to show; provider words are in `detail`. */
export class IllustratorError extends Error {
  readonly code: IllustratorErrorCode;
  readonly userMessage: string;
  readonly detail: string;
  readonly attempts: number;
  constructor(code: IllustratorErrorCode, options: { detail?: string; cause?: unknown; attempts?: number } = {}) {
    super(USER_MESSAGES[code], { cause: options.cause });
    this.name = 'IllustratorError';
    this.code = code;
    this.userMessage = USER_MESSAGES[code];
    this.detail = options.detail ?? code;
    this.attempts = options.attempts ?? 0;
  }
}

/** A character's sheet as the fixed text every request carries unchanged. */
export function sheetText(sheet: CharacterSheet): string {
  return `${sheet.name}: ${sheet.look}${sheet.clothes ? `; wearing ${sheet.clothes}` : ''}${sheet.colours ? `; colours: ${sheet.colours}` : ''}.`;
}
