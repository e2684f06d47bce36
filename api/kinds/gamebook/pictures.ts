// A gamebook segment's picture (issue 14), where the author wants one: the illustrator draws the
// segment's scene in the book's art style, with the world's characters the segment names drawn
// from their sheets (the storybook's), so a character looks the same in every picture of the
// world. Asked for from the author's map (a redraw's price); kept in web_images like a page's.
import { createHash } from 'node:crypto';
import { createIllustrator } from '../../ai/illustrator/index.ts';
import type { MakeContext, Row } from '../../engine/kind.ts';
import { saveImage } from '../../images/index.ts';
import { createStorage } from '../../storage/index.ts';
import { ART_STYLES, SCENE_SETTINGS, TIMES_OF_DAY, type ArtStyle } from '../../../core/storybook.ts';
import type { LangCode } from '../../../core/languages.ts';
import type { World } from './schema.ts';

/** The art style a gamebook's pictures share until its author picks another. */
export const DEFAULT_GAMEBOOK_ART: ArtStyle = 'storybook-ink';
export const artStyleOf = (book: Row): ArtStyle => (ART_STYLES as readonly string[]).includes(book.details?.artStyle) ? book.details.artStyle : DEFAULT_GAMEBOOK_ART;

const fold = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
const pick = <T>(list: readonly T[], key: string): T => list[createHash('sha256').update(key).digest().readUInt32BE(0) % list.length]!;
/** The first sentence or so of the words, for the scene and the alt text. */
export const firstWords = (text: string, max = 240) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  const sentence = flat.match(/^.+?[.!?。！？؟।](?=\s|$)/u)?.[0] ?? flat;
  return sentence.length > max ? `${sentence.slice(0, max - 1).trimEnd()}…` : sentence;
};

interface SegmentWords { id: string; title: string; text: string; summary?: string | undefined }

/** Draws a segment: its scene from its words (or the author's wish), the characters it names. */
export async function drawSegment(ctx: MakeContext, book: Row, world: World, segment: SegmentWords, opts: { position: number; instruction?: string | undefined }) {
  const words = fold(`${segment.title} ${segment.text}`);
  const cast = world.characters.filter((c) => words.includes(fold(c.name))).slice(0, 3);
  const place = world.places.find((p) => words.includes(fold(p.name)));
  const wish = opts.instruction?.trim() ?? '';
  const description = [wish, `${segment.title}. ${segment.summary || firstWords(segment.text)}`, place ? `${place.name}: ${place.description}` : ''].filter(Boolean).join(' — ');
  const alt = wish || `${segment.title}. ${firstWords(segment.text, 200)}`;
  const illustrator = createIllustrator(ctx.config);
  const picture = await illustrator.page({
    bookId: book.id, pageNumber: opts.position, artStyle: artStyleOf(book), language: book.language as LangCode,
    scene: { setting: pick(SCENE_SETTINGS, `${world.name}:${place?.name ?? segment.id}`), timeOfDay: pick(TIMES_OF_DAY, `${book.id}:${segment.id}`), description },
    characters: cast.map((c) => ({ id: c.id, name: c.name, kind: c.kind, look: c.look, clothes: c.clothes, colours: c.colours })),
    alt, ...(wish ? { instruction: wish } : {}), ...(ctx.signal ? { signal: ctx.signal } : {}),
  });
  const image = await saveImage({ knex: ctx.knex, storage: createStorage(ctx.config) }, { bytes: picture.bytes, userId: book.user_id, bookId: book.id, source: 'illustrator', alt });
  return { id: image.id, source: 'illustrator' as const };
}
