// The storybook's pictures: a reference portrait per character (made once, kept with the
// character so every later book reuses it), a picture per page drawn with the sheets of the
// characters on it (and their portraits where the Images endpoint takes references), and the
// owner's own pictures in place of a drawn one. Files go to the store (api/storage), rows to
// web_images (api/images).
import type { Knex } from 'knex';
import { createIllustrator, type CharacterSheet } from '../../ai/illustrator/index.ts';
import type { Config } from '../../config.ts';
import type { Actor } from '../../engine/books.ts';
import { updatePart } from '../../engine/books.ts';
import type { MakeContext, Row } from '../../engine/kind.ts';
import { AppError } from '../../errors.ts';
import type { Context } from '../../graphql/types.ts';
import { imagesByIds, saveImage, type WebImageView } from '../../images/index.ts';
import { createStorage } from '../../storage/index.ts';
import type { ArtStyle } from '../../../core/storybook.ts';
import type { BookCharacter, StoryBeat } from './schema.ts';

const sheetOf = (c: BookCharacter): CharacterSheet => ({ id: c.id, name: c.name, kind: c.kind, look: c.look, clothes: c.clothes, colours: c.colours });

const deps = (knex: Knex, config: Config) => ({ knex, storage: createStorage(config) });

/** Draws the portrait of every character that has none, and keeps it on the character and the book. */
export async function drawPortraits(ctx: MakeContext, book: Row, characters: BookCharacter[]): Promise<void> {
  const illustrator = createIllustrator(ctx.config);
  const artStyle = book.details.artStyle as ArtStyle;
  const updated = [...characters];
  let changed = false;
  for (const [i, character] of characters.entries()) {
    if (character.portraitImageId) continue;
    const picture = await illustrator.portrait(sheetOf(character), artStyle, ctx.signal ? { signal: ctx.signal } : {});
    const image = await saveImage(deps(ctx.knex, ctx.config), { bytes: picture.bytes, userId: book.user_id, bookId: book.id, source: 'portrait', alt: character.name });
    await ctx.knex('user_characters').where({ id: character.id, user_id: book.user_id }).whereNull('portrait_image_id').update({ portrait_image_id: image.id });
    updated[i] = { ...character, portraitImageId: image.id };
    changed = true;
  }
  if (changed) {
    await ctx.knex('books').where({ id: book.id }).update({ details: ctx.knex.raw("jsonb_set(details, '{characters}', ?::jsonb)", [JSON.stringify(updated)]) });
    book.details = { ...book.details, characters: updated };
  }
}

/** Draws one page: the scene, with each character on it drawn from its own sheet. */
export async function drawPage(ctx: MakeContext, book: Row, beat: StoryBeat, characters: BookCharacter[], opts: { pageNumber: number; alt: string; instruction?: string }): Promise<{ imageId: string }> {
  const illustrator = createIllustrator(ctx.config);
  const cast = characters.filter((c) => beat.characters.includes(c.id));
  const store = createStorage(ctx.config);
  const references: { characterId: string; image: Buffer; mime: string }[] = [];
  if (illustrator.name !== 'offline') {
    const portraits = await ctx.knex('web_images').whereIn('id', cast.map((c) => c.portraitImageId).filter((id): id is string => Boolean(id)));
    for (const c of cast) {
      const row = portraits.find((p) => p.id === c.portraitImageId);
      // the largest raster size of the portrait (endpoints take PNG/WebP/JPEG, not SVG)
      const variant = (row?.variants as { type: string; key: string; width: number }[] | undefined)?.filter((v) => v.type === 'image/webp').sort((a, b) => b.width - a.width)[0];
      const file = variant ? await store.get(variant.key) : row ? await store.get(row.original_key) : null;
      if (file && file.contentType !== 'image/svg+xml') references.push({ characterId: c.id, image: file.body, mime: file.contentType });
    }
  }
  const picture = await illustrator.page({
    bookId: book.id, pageNumber: opts.pageNumber, artStyle: book.details.artStyle as ArtStyle, language: book.language,
    scene: beat.scene, characters: cast.map(sheetOf), alt: opts.alt,
    ...(references.length ? { references } : {}), ...(opts.instruction ? { instruction: opts.instruction } : {}), ...(ctx.signal ? { signal: ctx.signal } : {}),
  });
  const image = await saveImage({ knex: ctx.knex, storage: store }, { bytes: picture.bytes, userId: book.user_id, bookId: book.id, source: 'illustrator', alt: opts.alt });
  return { imageId: image.id };
}

/** Pictures by id for a GraphQL page of results (one query). */
export async function imagesById(ctx: Context, ids: string[]): Promise<Map<string, WebImageView>> {
  return imagesByIds(ctx.knex, createStorage(ctx.config), ids);
}

/** The owner's own picture (an upload of theirs) in place of the page's drawn one. */
export async function attachUpload(knex: Knex, actor: Actor, pageId: string, uploadId: unknown): Promise<Row> {
  if (typeof uploadId !== 'string' || !/^9c[0-9a-f]{6}-/i.test(uploadId)) throw AppError.badInput('This is not an upload id', { uploadId: 'is not valid' });
  const upload = await knex('image_uploads').where({ id: uploadId, user_id: actor.id }).first();
  if (!upload) throw AppError.notFound('No such upload');
  return updatePart(knex, actor, 'storybook', pageId, (content) => ({ ...content, image: { id: upload.web_image_id, source: 'upload' } }), 'upload');
}

export async function myCharacters(knex: Knex, userId: string): Promise<BookCharacter[]> {
  const rows = await knex('user_characters').where({ user_id: userId }).orderBy('updated_at', 'desc').limit(200);
  return rows.map((r) => ({ ...r.sheet, id: r.id, name: r.name, portraitImageId: r.portrait_image_id ?? null }));
}
