// Pictures in the store (issue 16): saveImage keeps an original (re-encoded: no EXIF, GPS or
// other metadata survives) and WebP and AVIF sizes made with sharp, never upscaled, with a tiny
// blurred placeholder, width and height (so pages keep their layout while pictures load) and the
// alt text. imageView turns a row into what a page needs for <picture>. Uploads are checked by
// their bytes, not their name: JPEG, PNG or WebP only, at most 10 MB and 40 megapixels, the
// dimensions read from the header before anything is decoded (a decompression bomb is refused
// without being unpacked).
import type { Knex } from 'knex';
import sharp from 'sharp';
import { AppError } from '../errors.ts';
import { newId } from '../lib/ids.ts';
import { limiter } from '../lib/limiter.ts';
import type { Storage } from '../storage/index.ts';

export const VARIANT_WIDTHS = [480, 960, 1600] as const;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MAX_PIXELS = 40_000_000;
const IMMUTABLE = 'public, max-age=31536000, immutable';

export type ImageSource = 'illustrator' | 'portrait' | 'upload';
export type RasterType = 'image/jpeg' | 'image/png' | 'image/webp';

export interface Variant { type: 'image/avif' | 'image/webp'; width: number; height: number; key: string; bytes: number }

export interface WebImageView {
  id: string;
  alt: string;
  width: number;
  height: number;
  placeholder: string;
  src: string;
  sources: { type: string; srcset: string }[];
}

/** The type a file's first bytes say it is (JPEG, PNG, WebP, SVG), or null. */
export function sniffImageType(bytes: Buffer): RasterType | 'image/svg+xml' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  const head = bytes.subarray(0, 512).toString('utf8').trimStart();
  if (/^(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(head)) return 'image/svg+xml';
  return null;
}

const EXT: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/svg+xml': 'svg', 'image/avif': 'avif' };

export interface SaveImageInput {
  bytes: Buffer;
  userId: string | null;
  bookId?: string | null;
  source: ImageSource;
  alt: string;
}

/** Stores a picture and its sizes; answers its web_images row. */
/** Two pictures decoded and encoded at once per process (a 40-megapixel upload holds ~160 MB
 * while it is worked on); the others wait their turn. */
export const pictureWork = limiter(2);

export function saveImage(deps: { knex: Knex; storage: Storage }, input: SaveImageInput) {
  return pictureWork.run(() => makeImage(deps, input));
}

async function makeImage(deps: { knex: Knex; storage: Storage }, input: SaveImageInput) {
  const type = sniffImageType(input.bytes);
  if (!type) throw AppError.badInput('This is not a picture we can keep');
  const id = newId('WebImg');
  const base = `images/${id}`;
  const options = { limitInputPixels: UPLOAD_MAX_PIXELS, density: type === 'image/svg+xml' ? 144 : 72 };
  // .rotate() applies the EXIF orientation, then no metadata is written (sharp's default)
  const decoded = sharp(input.bytes, options).rotate();
  const meta = await decoded.metadata();
  let original: Buffer;
  if (type === 'image/svg+xml') original = input.bytes;
  else if (type === 'image/jpeg') original = await sharp(input.bytes, options).rotate().jpeg({ quality: 90, mozjpeg: true }).toBuffer();
  else if (type === 'image/png') original = await sharp(input.bytes, options).rotate().png({ compressionLevel: 9 }).toBuffer();
  else original = await sharp(input.bytes, options).rotate().webp({ quality: 90 }).toBuffer();
  const size = await sharp(original, options).rotate().metadata();
  const width = size.autoOrient?.width ?? size.width ?? meta.width ?? 0;
  const height = size.autoOrient?.height ?? size.height ?? meta.height ?? 0;
  if (!width || !height) throw AppError.badInput('This picture has no size');
  const originalKey = `${base}/original.${EXT[type]}`;
  await deps.storage.put(originalKey, original, { contentType: type, cacheControl: IMMUTABLE });

  // SVG drawings are rasterized at the largest size they are shown; photos are never upscaled
  const largest = VARIANT_WIDTHS.at(-1)!;
  const widths: number[] = type === 'image/svg+xml' ? [...VARIANT_WIDTHS] : [...VARIANT_WIDTHS.filter((w) => w < width), Math.min(width, largest)];
  const unique = [...new Set(widths)].sort((a, b) => a - b);
  const variants: Variant[] = [];
  for (const w of unique) {
    const resized = sharp(original, options).rotate().resize({ width: w, withoutEnlargement: type !== 'image/svg+xml' });
    const [webp, avif] = await Promise.all([
      resized.clone().webp({ quality: 80, effort: 4 }).toBuffer({ resolveWithObject: true }),
      resized.clone().avif({ quality: 55, effort: 2 }).toBuffer({ resolveWithObject: true }),
    ]);
    for (const [kind, out] of [['image/webp', webp], ['image/avif', avif]] as const) {
      const key = `${base}/${out.info.width}.${EXT[kind]}`;
      await deps.storage.put(key, out.data, { contentType: kind, cacheControl: IMMUTABLE });
      variants.push({ type: kind, width: out.info.width, height: out.info.height, key, bytes: out.data.length });
    }
  }
  const tiny = await sharp(original, options).rotate().resize({ width: 16 }).blur(1).webp({ quality: 40 }).toBuffer();
  const placeholder = `data:image/webp;base64,${tiny.toString('base64')}`;
  const shownWidth = type === 'image/svg+xml' ? VARIANT_WIDTHS.at(-1)! : width;
  const shownHeight = type === 'image/svg+xml' ? Math.round((height / width) * shownWidth) : height;
  const [row] = await deps.knex('web_images').insert({
    id, user_id: input.userId, book_id: input.bookId ?? null, source: input.source, original_key: originalKey, original_type: type,
    width: shownWidth, height: shownHeight, bytes: original.length, placeholder, alt: input.alt.slice(0, 300), variants: JSON.stringify(variants),
  }).returning('*');
  return row;
}

/** What a page needs to show a picture: <source> per type (largest last), a fallback, the size. */
export async function imageView(storage: Storage, row: Record<string, any>, alt?: string): Promise<WebImageView> {
  const variants = (row.variants ?? []) as Variant[];
  const sources: { type: string; srcset: string }[] = [];
  for (const type of ['image/avif', 'image/webp'] as const) {
    const ofType = variants.filter((v) => v.type === type).sort((a, b) => a.width - b.width);
    if (!ofType.length) continue;
    const urls = await Promise.all(ofType.map(async (v) => `${await storage.url(v.key)} ${v.width}w`));
    sources.push({ type, srcset: urls.join(', ') });
  }
  const fallback = variants.filter((v) => v.type === 'image/webp').sort((a, b) => b.width - a.width)[0];
  return {
    id: row.id, alt: alt ?? row.alt ?? '', width: row.width, height: row.height, placeholder: row.placeholder,
    src: await storage.url(fallback?.key ?? row.original_key), sources,
  };
}

/** Loads pictures by id, in one query. */
export async function imagesByIds(knex: Knex, storage: Storage, ids: string[]): Promise<Map<string, WebImageView>> {
  if (!ids.length) return new Map();
  const rows = await knex('web_images').whereIn('id', [...new Set(ids)]);
  return new Map(await Promise.all(rows.map(async (r) => [r.id, await imageView(storage, r)] as const)));
}

/** Width and height as a file's header declares them (PNG, JPEG, WebP), read without decoding. */
export function declaredSize(bytes: Buffer, type: RasterType): { width: number; height: number } | null {
  try {
    if (type === 'image/png') return bytes.length >= 24 ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) } : null;
    if (type === 'image/jpeg') {
      let i = 2;
      while (i + 9 < bytes.length) {
        if (bytes[i] !== 0xff) { i++; continue; }
        const marker = bytes[i + 1]!;
        if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
          return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
        }
        if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) { i += 2; continue; }
        i += 2 + bytes.readUInt16BE(i + 2);
      }
      return null;
    }
    const chunk = bytes.toString('latin1', 12, 16);
    if (chunk === 'VP8X') return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
    if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
    if (chunk === 'VP8L') {
      const [b0, b1, b2, b3] = [bytes[21]!, bytes[22]!, bytes[23]!, bytes[24]!];
      return { width: 1 + (((b1 & 0x3f) << 8) | b0), height: 1 + (((b3 & 0xf) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)) };
    }
  } catch {
    return null;
  }
  return null;
}

/**
 * The checks an upload passes before it is kept, each with its own message: the kind of file
 * (by its bytes), its size, its pixels (from the header, before decoding), and that it decodes.
 */
export async function checkUpload(bytes: Buffer): Promise<RasterType> {
  if (bytes.length === 0) throw new AppError(400, 'BAD_USER_INPUT', 'The file is empty');
  if (bytes.length > UPLOAD_MAX_BYTES) throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'The picture is larger than 10 MB');
  const type = sniffImageType(bytes);
  if (!type || type === 'image/svg+xml') {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Only JPEG, PNG and WebP pictures can be used: this file is not one, whatever its name says');
  }
  const declared = declaredSize(bytes, type);
  if (declared && declared.width * declared.height > UPLOAD_MAX_PIXELS) {
    throw new AppError(422, 'BAD_USER_INPUT', `The picture is too large: ${declared.width} × ${declared.height} pixels (at most 40 megapixels)`);
  }
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError(422, 'BAD_USER_INPUT', 'The picture is damaged and cannot be opened');
  }
  if (!meta.width || !meta.height) throw new AppError(422, 'BAD_USER_INPUT', 'The picture is damaged and cannot be opened');
  if (meta.width * meta.height > UPLOAD_MAX_PIXELS) {
    throw new AppError(422, 'BAD_USER_INPUT', `The picture is too large: ${meta.width} × ${meta.height} pixels (at most 40 megapixels)`);
  }
  try {
    await sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS }).resize({ width: 8 }).raw().toBuffer();
  } catch {
    throw new AppError(422, 'BAD_USER_INPUT', 'The picture is damaged and cannot be opened');
  }
  return type;
}

/** An owner's picture: checked, kept without its metadata, recorded as an upload. */
export async function acceptUpload(deps: { knex: Knex; storage: Storage }, userId: string, bytes: Buffer, alt = '') {
  const type = await checkUpload(bytes);
  const image = await saveImage(deps, { bytes, userId, source: 'upload', alt });
  const [upload] = await deps.knex('image_uploads').insert({ id: newId('ImageUpload'), user_id: userId, web_image_id: image.id, detected_type: type, bytes: bytes.length }).returning('*');
  return { upload, image };
}
