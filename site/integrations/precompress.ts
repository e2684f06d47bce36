// Astro integration: after the build, writes a brotli (.br) and a gzip (.gz) copy beside every
// text file of dist/client that is worth compressing, so the server sends them as they are
// (@fastify/static `preCompressed`) instead of compressing each answer again.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Files smaller than this are sent as they are: the headers would eat the gain. */
export const PRECOMPRESS_MIN_BYTES = 1024;
/** Text formats; images and fonts (woff2 is brotli inside) are compressed already. */
export const PRECOMPRESS_EXTENSIONS = /\.(html|js|mjs|css|svg|json|xml|txt|map|webmanifest)$/;

const br = promisify(brotliCompress);
const gz = promisify(gzip);

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Compresses every eligible file under dir; answers how many files got copies. */
export async function precompressDir(dir: string): Promise<number> {
  const files: string[] = [];
  for await (const file of walk(dir)) {
    if (PRECOMPRESS_EXTENSIONS.test(file) && (await stat(file)).size >= PRECOMPRESS_MIN_BYTES) files.push(file);
  }
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const data = await readFile(file);
      const [b, g] = await Promise.all([
        br(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        gz(data, { level: 9 }),
      ]);
      // a copy no smaller than the file is useless: the server then sends the file itself
      await Promise.all([
        b.length < data.length ? writeFile(`${file}.br`, b) : null,
        g.length < data.length ? writeFile(`${file}.gz`, g) : null,
      ]);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return files.length;
}

export const precompress = {
  name: 'bookloom-precompress',
  hooks: {
    'astro:build:done': async ({ dir, logger }: { dir: URL; logger: { info: (m: string) => void } }) => {
      const t0 = performance.now();
      const count = await precompressDir(fileURLToPath(dir));
      logger.info(`brotli + gzip copies of ${count} files in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    },
  },
};
