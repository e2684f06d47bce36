// Shared by the ui-*.test.tsx files: one English i18next instance loaded from the real locale
// file, and render() wrapped in its provider.
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import common from '../../content/locales/en/common.json' with { type: 'json' };

export const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  ns: ['common'],
  defaultNS: 'common',
  resources: { en: { common } },
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

function Providers({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

export function renderUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>): RenderResult {
  return render(ui, { wrapper: Providers, ...options });
}

export { common };
