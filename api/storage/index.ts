// The file store (issue 16): every file the product keeps (pictures, exports) goes through this
// one interface. Locally: files under DATA_DIR/storage, served at /api/local/<key> (plugins/
// local-files.ts). With STORAGE_BUCKET: an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO),
// spoken to with SigV4-signed fetches (aws4fetch: a few KB, no SDK), downloads by presigned
// links that expire (or STORAGE_PUBLIC_URL + key when the bucket sits behind a public CDN).
// Keys are content-addressed or random (images/<id>/<variant>.<ext>), so a file never changes
// under its key and may be cached for ever.
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import type { Config } from '../config.ts';

export interface StoredFile { body: Buffer; contentType: string }

export interface Storage {
  readonly driver: 'local' | 's3';
  put(key: string, body: Buffer, opts: { contentType: string; cacheControl?: string }): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  head(key: string): Promise<{ size: number; contentType: string } | null>;
  delete(key: string): Promise<void>;
  /**
   * a URL a browser can fetch: /api/local/<key> locally, a presigned GET (or the public base) for a
   * bucket; with downloadName the browser saves the file under that name, and with inline as well it
   * shows it (a PDF in its viewer), named so if saved from there; either is always a signed link
   */
  url(key: string, opts?: { expiresInSeconds?: number; downloadName?: string; inline?: boolean }): Promise<string>;
}

export class StorageError extends Error {}

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Refuses keys that could leave the store's folder or confuse a URL. */
export function checkKey(key: string): string {
  if (typeof key !== 'string' || key.length > 500 || !KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new StorageError(`Not a storage key: ${JSON.stringify(key).slice(0, 80)}`);
  }
  return key;
}

/** Content types by extension, for the local driver (which keeps no metadata beside the file). */
export const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif', '.svg': 'image/svg+xml',
  '.gif': 'image/gif', '.pdf': 'application/pdf', '.epub': 'application/epub+zip', '.json': 'application/json',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', '.txt': 'text/plain; charset=utf-8',
  '.twee': 'text/plain; charset=utf-8', '.html': 'text/html; charset=utf-8',
};
export const contentTypeOf = (key: string) => CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

export function localFileStorage(root: string): Storage {
  const file = (key: string) => path.join(root, ...checkKey(key).split('/'));
  return {
    driver: 'local',
    async put(key, body) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      // write then rename: a reader never sees half a file
      const temp = `${target}.${process.pid}.${Date.now()}.part`;
      await writeFile(temp, body);
      await rename(temp, target);
    },
    async get(key) {
      try {
        return { body: await readFile(file(key)), contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async head(key) {
      try {
        const s = await stat(file(key));
        return s.isFile() ? { size: s.size, contentType: contentTypeOf(key) } : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
    async url(key, opts = {}) {
      const base = `/api/local/${checkKey(key)}`;
      if (!opts.downloadName) return base;
      return `${base}?${opts.inline ? 'view' : 'download'}=${encodeURIComponent(opts.downloadName)}`;
    },
  };
}

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl?: string;
  forcePathStyle?: boolean;
  fetch?: typeof globalThis.fetch;
}

export function s3Storage(settings: S3Settings): Storage {
  const client = new AwsClient({ accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey, service: 's3', region: settings.region, retries: 3 });
  const endpoint = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  const pathStyle = settings.forcePathStyle ?? Boolean(settings.endpoint);
  const objectUrl = (key: string) => {
    const encoded = checkKey(key).split('/').map(encodeURIComponent).join('/');
    const base = endpoint.href.replace(/\/+$/, '');
    if (pathStyle) return `${base}/${settings.bucket}/${encoded}`;
    return `${endpoint.protocol}//${settings.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/+$/, '')}/${encoded}`;
  };
  const doFetch = settings.fetch ?? globalThis.fetch;
  const send = async (request: Request) => doFetch(await client.sign(request));
  const failed = async (what: string, res: Response) => new StorageError(`Storage ${what} failed: HTTP ${res.status} ${(await res.text()).slice(0, 200)}`);
  return {
    driver: 's3',
    async put(key, body, opts) {
      const res = await send(new Request(objectUrl(key), {
        method: 'PUT', body: new Uint8Array(body),
        headers: { 'content-type': opts.contentType, 'content-length': String(body.length), ...(opts.cacheControl ? { 'cache-control': opts.cacheControl } : {}) },
      }));
      if (!res.ok) throw await failed('upload', res);
      await res.arrayBuffer();
    },
    async get(key) {
      const res = await send(new Request(objectUrl(key)));
      if (res.status === 404) { await res.arrayBuffer(); return null; }
      if (!res.ok) throw await failed('download', res);
      return { body: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type') ?? contentTypeOf(key) };
    },
    async head(key) {
      const res = await send(new Request(objectUrl(key), { method: 'HEAD' }));
      if (res.status === 404) return null;
      if (!res.ok) throw await failed('head', res);
      return { size: Number(res.headers.get('content-length') ?? 0), contentType: res.headers.get('content-type') ?? contentTypeOf(key) };
    },
    async delete(key) {
      const res = await send(new Request(objectUrl(key), { method: 'DELETE' }));
      if (!res.ok && res.status !== 404) throw await failed('delete', res);
      await res.arrayBuffer();
    },
    async url(key, opts = {}) {
      if (settings.publicUrl && !opts.downloadName) return `${settings.publicUrl.replace(/\/+$/, '')}/${checkKey(key)}`;
      const url = new URL(objectUrl(key));
      // signed as of the start of the hour, so every link to a file made in that hour is the same
      // address and a browser's cache keeps the picture; valid for at least the time asked
      const now = Date.now();
      const signedAt = now - (now % 3_600_000);
      const wanted = Math.min(Math.max(opts.expiresInSeconds ?? 3600, 60), 7 * 24 * 3600 - 3600);
      url.searchParams.set('X-Amz-Expires', String(wanted + Math.ceil((now - signedAt) / 1000)));
      if (opts.downloadName) url.searchParams.set('response-content-disposition', `${opts.inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(opts.downloadName)}`);
      const datetime = new Date(signedAt).toISOString().replace(/[:-]|\.\d{3}/g, '');
      const signed = await client.sign(new Request(url), { aws: { signQuery: true, datetime } });
      return signed.url;
    },
  };
}

const stores = new WeakMap<object, Storage>();

/** The store the settings name (one per settings object). */
export function createStorage(config: Pick<Config, 'DATA_DIR' | 'STORAGE_BUCKET' | 'STORAGE_ENDPOINT' | 'STORAGE_REGION' | 'STORAGE_ACCESS_KEY_ID' | 'STORAGE_SECRET_ACCESS_KEY' | 'STORAGE_PUBLIC_URL' | 'STORAGE_FORCE_PATH_STYLE'>): Storage {
  let store = stores.get(config);
  if (store) return store;
  store = config.STORAGE_BUCKET
    ? s3Storage({
      bucket: config.STORAGE_BUCKET, region: config.STORAGE_REGION, accessKeyId: config.STORAGE_ACCESS_KEY_ID!, secretAccessKey: config.STORAGE_SECRET_ACCESS_KEY!,
      ...(config.STORAGE_ENDPOINT ? { endpoint: config.STORAGE_ENDPOINT } : {}),
      ...(config.STORAGE_PUBLIC_URL ? { publicUrl: config.STORAGE_PUBLIC_URL } : {}),
      ...(config.STORAGE_FORCE_PATH_STYLE ? { forcePathStyle: config.STORAGE_FORCE_PATH_STYLE === 'true' } : {}),
    })
    : localFileStorage(path.join(config.DATA_DIR, 'storage'));
  stores.set(config, store);
  return store;
}
