// One translator for the kit: the 'common' namespace, with interpolated values left unescaped
// because React escapes text itself (otherwise a label "Q&A" would read "Q&amp;A").
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type Translate = (key: string, values?: Record<string, unknown>) => string;

export function useUiTranslation(): Translate {
  const { t } = useTranslation('common');
  return useCallback<Translate>(
    (key, values) => String(t(key, { ...values, interpolation: { escapeValue: false } })),
    [t],
  );
}
