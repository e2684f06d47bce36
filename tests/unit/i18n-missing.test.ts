// The server's translator logs a missing translation once per miss (spec §4), and only real ones:
// a count's form a language never uses, or the optional `_zero`, asked for by pluralForms for every
// header, is not missing (it filled the log with four lines per English page).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pluralFormNeeded, translator } from '../../site/lib/i18n.ts';
import { pluralForms } from '../../site/lib/plural.ts';

afterEach(() => { vi.restoreAllMocks(); });

describe('missing translations in the log', () => {
  it('knows which count forms a language uses', () => {
    expect(pluralFormNeeded('en', 'nav.credits_few')).toBe(false);
    expect(pluralFormNeeded('en', 'nav.credits_zero')).toBe(false);
    expect(pluralFormNeeded('en', 'nav.credits_one')).toBe(true);
    expect(pluralFormNeeded('ar', 'nav.credits_few')).toBe(true);
    expect(pluralFormNeeded('ar', 'nav.credits_two')).toBe(true);
    expect(pluralFormNeeded('ch', 'nav.credits_one')).toBe(false);
    expect(pluralFormNeeded('en', 'nav.title')).toBe(true);
  });

  it('logs nothing for the header\'s count forms, and a real miss still', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const lang of ['en', 'ar', 'ja', 'ru']) pluralForms(translator(lang), 'nav.credits', lang);
    expect(warn).not.toHaveBeenCalled();
    translator('de')('nav.noSuchKeyAnywhere');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('nav.noSuchKeyAnywhere');
  });
});
