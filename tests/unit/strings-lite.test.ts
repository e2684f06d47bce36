// The light translator of string-only islands (the gamebook player) says what i18next says, in
// every language: the same forms for counts (zero, one, two, few, many, other) and the same
// values filled in.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../core/languages.ts';
import { islandResources } from '../../site/lib/i18n.ts';
import { islandI18n } from '../../site/lib/i18n-island.tsx';
import { liteTranslator } from '../../site/lib/strings-lite.ts';

describe('liteTranslator', () => {
  it.each([...LANGUAGES])('%s: the player\'s strings as i18next gives them', (lang) => {
    const resources = islandResources(lang, { gamebook: ['play'] });
    const t = liteTranslator(lang, resources, 'gamebook');
    const i18n = islandI18n(lang, resources);
    const reference = (key: string, values: Record<string, unknown> = {}) => i18n.t(key, { ns: 'gamebook', ...values });
    for (const count of [0, 1, 2, 3, 4, 5, 6, 11, 12, 21, 22, 100, 101, 1000]) {
      expect(t('play.endingSeen', { count }), `${lang} ${count}`).toBe(reference('play.endingSeen', { count }));
    }
    expect(t('play.progress', { seen: 3, of: 12 })).toBe(reference('play.progress', { seen: 3, of: 12 }));
    expect(t('play.progress', { seen: 3, of: 12 })).toContain('12');
    for (const key of ['play.back', 'play.keys', 'play.ending.good', 'play.growingLong', 'play.writingNow']) {
      expect(t(key), `${lang} ${key}`).toBe(reference(key));
      expect(t(key)).not.toBe(key);
    }
  });

  it('leaves a value it was not given in place, and names a missing key', () => {
    const t = liteTranslator('en', { gamebook: { a: 'Hello {{name}}, {{other}}', n_one: 'one {{count}}', n_other: '{{count}} many' } }, 'gamebook');
    expect(t('a', { name: 'Ada' })).toBe('Hello Ada, {{other}}');
    expect(t('n', { count: 1 })).toBe('one 1');
    expect(t('n', { count: 7 })).toBe('7 many');
    expect(t('missing.key')).toBe('missing.key');
  });
});
