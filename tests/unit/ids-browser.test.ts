import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

// Spec §8: generating random ids in a browser is forbidden. core/ is bundled into the browser,
// so it must not even reference a random source; the generator lives in api/lib/ids.ts.
const coreDir = fileURLToPath(new URL('../../core/', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js|mjs)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const files = sourceFiles(coreDir);

describe('core/ has no random id generator', () => {
  it('finds the core modules to check', () => {
    const names = files.map((file) => file.slice(coreDir.length));
    expect(names).toEqual(expect.arrayContaining(['ids.ts', 'slug.ts', 'session.ts']));
  });

  it.each(files.map((file) => [file.slice(coreDir.length), file]))('%s', (_name, file) => {
    const source = readFileSync(file, 'utf8');
    expect(source).not.toMatch(/randomUUID|getRandomValues|Math\.random|node:crypto/);
  });
});
