// @vitest-environment happy-dom
// Two sentences side by side in a price line: Japanese and Chinese take nothing after their 。,
// every other language a space (Korean spaces its sentences too).
import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '../../content/locales/en/create.json' with { type: 'json' };
import ja from '../../content/locales/ja/create.json' with { type: 'json' };
import ch from '../../content/locales/ch/create.json' with { type: 'json' };
import ko from '../../content/locales/ko/create.json' with { type: 'json' };
import { I18nIsland } from '../../site/lib/i18n-island.tsx';
import { sentenceGap, useSentenceGap } from '../../site/lib/sentences.ts';

function PriceLine() {
  const { t } = useTranslation('create');
  const gap = useSentenceGap();
  return <p data-testid="line">{t('costs.newOutline', { count: 1 })}{gap}{t('costs.balance', { count: 50 })}</p>;
}

describe('sentence gap', () => {
  it('is nothing in Japanese and Chinese, a space elsewhere', () => {
    expect(sentenceGap('ja')).toBe('');
    expect(sentenceGap('ch')).toBe('');
    for (const lang of ['en', 'ko', 'ar', 'hi', 'vi']) expect(sentenceGap(lang)).toBe(' ');
  });

  it("follows the island's page language in a price line", () => {
    const line = (lang: string, create: object) => {
      const { unmount } = render(<I18nIsland lang={lang} resources={{ create }}><PriceLine /></I18nIsland>);
      const text = screen.getByTestId('line').textContent;
      unmount();
      return text;
    };
    expect(line('ja', ja)).toMatch(/。現在 50 クレジットあります。$/);
    expect(line('ch', ch)).toMatch(/。你有 50 积分。$/);
    expect(line('ko', ko)).toMatch(/\. \S/);
    expect(line('en', en)).toMatch(/\. You have 50 credits\.$/);
  });
});
