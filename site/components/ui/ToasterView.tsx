// The toaster without a translation runtime (the label comes translated): spec durations (6 s on admin and moderator screens), top-center, at most
// 20 toasts on screen (older ones are dismissed), removed 1 s after dismissal, and laid out in
// the document's direction so right-to-left languages mirror. It is drawn in the browser only,
// once its island has hydrated (the server's HTML has no toasts to show).
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { ToastBar, Toaster, toast, useToasterStore } from 'react-hot-toast';
import { CloseIcon } from './icons.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { TOAST_LIMIT, TOAST_POSITION, toastOptionsFor, type ToasterVariant } from './toasts.ts';
import './ui.css';

export interface ToasterViewProps {
  variant?: ToasterVariant | undefined;
  /** most toasts on screen at once */
  limit?: number | undefined;
  /** the accessible name of each toast's close button, already translated */
  dismissLabel: string;
}

type Direction = 'ltr' | 'rtl';

function subscribeToDirection(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

function useDocumentDirection(): Direction {
  return useSyncExternalStore<Direction>(
    subscribeToDirection,
    () => (document.documentElement.dir.toLowerCase() === 'rtl' ? 'rtl' : 'ltr'),
    () => 'ltr',
  );
}

export function ToasterView({ variant = 'default', limit = TOAST_LIMIT, dismissLabel }: ToasterViewProps) {
  const hydrated = useHydrated();
  const direction = useDocumentDirection();
  const options = useMemo(() => toastOptionsFor(variant), [variant]);
  const { toasts } = useToasterStore();

  // Newest first in the store: everything visible past the limit is the oldest.
  useEffect(() => {
    for (const old of toasts.filter((item) => item.visible).slice(limit)) toast.dismiss(old.id);
  }, [toasts, limit]);

  // The toasts live in one store that every toaster on the page shares: another island (the admin
  // toaster with a ?notice=, an island that hydrated sooner) may have shown one already, which the
  // server's HTML of this toaster does not hold. The toaster comes in once the island has
  // hydrated, so its first render matches that HTML, and then shows what the store holds.
  if (!hydrated) return null;
  return (
    <Toaster position={TOAST_POSITION} toastOptions={options} containerClassName="ui-toaster" containerStyle={{ direction }}>
      {(item) => (
        <div className="ui-toast" dir={direction} aria-hidden={item.visible ? undefined : true}>
          <ToastBar toast={item} position={TOAST_POSITION}>
            {({ icon, message }) => (
              <>
                {icon}
                {message}
                {item.type !== 'loading' ? (
                  <button type="button" className="ui-toast-dismiss" aria-label={dismissLabel} onClick={() => toast.dismiss(item.id)}>
                    <CloseIcon />
                  </button>
                ) : null}
              </>
            )}
          </ToastBar>
        </div>
      )}
    </Toaster>
  );
}
