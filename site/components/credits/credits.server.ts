// Server helpers of the credits pages (account, Checkout success and cancel): prices in the page
// language, the ledger in plain words, the page's currency.
import type { TFunction } from 'i18next';
import { BOOK_KINDS, KINDS, KINDS_WITH_OWN_WORDS } from '../../../core/kinds.ts';
import { LANGUAGE_INFO, type LangCode } from '../../../core/languages.ts';
import { ZERO_DECIMAL, type CreditPack } from '../../../api/payments/packs.ts';
import type { LedgerItem } from '../../../api/payments/service.ts';
import { isolate } from '../../../core/bidi.ts';

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

/** What a generation's ledger purpose is, whatever its kind's word for it (core/kinds.ts: `ledger`). */
const ROLE: Record<string, 'plan' | 'parts' | 'part' | 'redraw'> = Object.fromEntries([
  ...BOOK_KINDS.flatMap((kind) => {
    const words = KINDS[kind].ledger;
    return [[words.plan, 'plan'], [words.parts, 'parts'], [words.part, 'part']] as const;
  }),
  ['redraw', 'redraw'],
]);


/** One ledger line in plain words ("Outline of “The Water Cycle”", "Map of “The Fog”", "Refund: recipe 3 failed"). */
export function describe(t: TFunction, item: LedgerItem): string {
  const title = isolate(item.bookTitle ?? '…');
  const n = item.chapterPosition ?? '?';
  const role = ROLE[item.purpose];
  if (role) {
    const refund = item.kind === 'refund' ? (item.cause === 'cancelled' ? 'Cancelled' : 'Failed') : '';
    if (item.bookKind && KINDS_WITH_OWN_WORDS.has(item.bookKind)) {
      const base = `ledgerKinds.${item.bookKind}`;
      if (role === 'plan') return t(refund ? `${base}.refundPlan${refund}` : `${base}.plan`, { title });
      if (role === 'parts') return t(`${base}.parts`, { title });
      if (refund) return t(`${base}.refundPart${refund}`, { n });
      return t(role === 'redraw' && item.bookKind === 'storybook' ? `${base}.redraw` : `${base}.part`, { n, title });
    }
    if (role === 'plan') return t(refund ? `ledger.refundOutline${refund}` : 'ledger.outline', { title });
    if (role === 'parts') return t('ledger.chapters', { title });
    if (refund) return t(`ledger.refundChapter${refund}`, { n });
    return t('ledger.chapter', { n, title });
  }
  switch (item.purpose) {
    case 'signup':
      return t('ledger.signup');
    case 'purchase':
      return t('ledger.purchase', { credits: item.credits ?? item.amount });
    case 'admin':
      return t('ledger.admin', { reason: isolate(item.reason ?? '') });
    case 'refund':
      return t('ledger.refund');
    case 'dispute':
      return t('ledger.dispute');
    default:
      return t('ledger.other');
  }
}
