// Server helpers of the credits pages (account, Checkout success and cancel): prices in the page
// language, the ledger in plain words, the page's currency.
import type { TFunction } from 'i18next';
import { LANGUAGE_INFO, type LangCode } from '../../../core/languages.ts';
import { ZERO_DECIMAL, type CreditPack } from '../../../api/payments/packs.ts';
import type { LedgerItem } from '../../../api/payments/service.ts';

/** The currency a page language shows first, when a pack has a price in it. */
const CURRENCY_BY_LANG: Partial<Record<LangCode, string>> = {
  de: 'eur', es: 'eur', fr: 'eur', it: 'eur', pt: 'brl', ja: 'jpy', ko: 'krw', ch: 'cny', hi: 'inr', bn: 'bdt', ur: 'pkr',
  tr: 'try', id: 'idr', vi: 'vnd', sw: 'kes', ar: 'usd', en: 'usd',
};

export function currenciesOf(packs: CreditPack[]): string[] {
  return [...new Set(packs.flatMap((p) => Object.keys(p.prices)))];
}

export function defaultCurrency(lang: LangCode, currencies: string[]): string {
  const preferred = CURRENCY_BY_LANG[lang];
  if (preferred && currencies.includes(preferred)) return preferred;
  return currencies.includes('usd') ? 'usd' : currencies[0] ?? 'usd';
}

/** A price in the smallest unit, written the way the page's language writes money. */
export function formatPrice(lang: LangCode, currency: string, amount: number): string {
  const value = ZERO_DECIMAL.has(currency) ? amount : amount / 100;
  return new Intl.NumberFormat(LANGUAGE_INFO[lang].bcp47, { style: 'currency', currency: currency.toUpperCase() }).format(value);
}

/** +100 / −1 (a real minus sign), with the language's digits grouping. */
export function formatAmount(lang: LangCode, amount: number): string {
  const n = new Intl.NumberFormat(LANGUAGE_INFO[lang].bcp47).format(Math.abs(amount));
  return `${amount < 0 ? '\u2212' : '+'}${n}`;
}

/** One ledger line in plain words ("Outline of 'The Water Cycle'", "Refund: chapter 3 failed"). */
export function describe(t: TFunction, item: LedgerItem): string {
  const title = item.bookTitle ?? '…';
  const n = item.chapterPosition ?? '?';
  switch (item.purpose) {
    case 'outline':
      if (item.kind === 'refund') return t(item.cause === 'cancelled' ? 'ledger.refundOutlineCancelled' : 'ledger.refundOutlineFailed', { title });
      return t('ledger.outline', { title });
    case 'chapters':
      return t('ledger.chapters', { title });
    case 'chapter':
      if (item.kind === 'refund') return t(item.cause === 'cancelled' ? 'ledger.refundChapterCancelled' : 'ledger.refundChapterFailed', { n });
      return t('ledger.chapter', { n, title });
    case 'signup':
      return t('ledger.signup');
    case 'purchase':
      return t('ledger.purchase', { credits: item.credits ?? item.amount });
    case 'admin':
      return t('ledger.admin', { reason: item.reason ?? '' });
    case 'refund':
      return t('ledger.refund');
    case 'dispute':
      return t('ledger.dispute');
    default:
      return t('ledger.other');
  }
}
