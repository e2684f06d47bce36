// The storybook's pictures: reference portraits, a picture per page, the owner's own pictures.
// (wiring in progress: the illustrator and the image store land in the next commits)
import type { Knex } from 'knex';
import type { Context } from '../../graphql/types.ts';
import type { MakeContext, Row } from '../../engine/kind.ts';
import type { Actor } from '../../engine/books.ts';
import { AppError } from '../../errors.ts';
import type { BookCharacter, StoryBeat } from './schema.ts';

export async function drawPortraits(_ctx: MakeContext, _book: Row, _characters: BookCharacter[]): Promise<void> {}

export async function drawPage(_ctx: MakeContext, _book: Row, _beat: StoryBeat, _characters: BookCharacter[], _opts: { pageNumber: number; alt: string; instruction?: string }): Promise<{ imageId: string | null }> {
  return { imageId: null };
}

export async function imagesById(_ctx: Context, _ids: string[]): Promise<Map<string, unknown>> {
  return new Map();
}

export async function attachUpload(_knex: Knex, _actor: Actor, _pageId: string, _uploadId: string): Promise<Row> {
  throw new AppError(409, 'CONFLICT', 'Pictures cannot be uploaded yet');
}

export async function myCharacters(knex: Knex, userId: string): Promise<BookCharacter[]> {
  const rows = await knex('user_characters').where({ user_id: userId }).orderBy('updated_at', 'desc').limit(200);
  return rows.map((r) => ({ ...r.sheet, id: r.id, name: r.name, portraitImageId: r.portrait_image_id ?? null }));
}
