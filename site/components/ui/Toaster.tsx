// The page's toaster for islands that run i18next: ToasterView with its label translated.
import { ToasterView } from './ToasterView.tsx';
import type { ToasterVariant } from './toasts.ts';
import { useUiTranslation } from './translate.ts';

export interface AppToasterProps {
  variant?: ToasterVariant | undefined;
  /** most toasts on screen at once */
  limit?: number | undefined;
}

export function AppToaster(props: AppToasterProps) {
  const t = useUiTranslation();
  return <ToasterView {...props} dismissLabel={t('ui.dismiss')} />;
}
