// Modal behaviour for the login dialog: focus moves in on open and back to where it was on
// close, Tab and Shift+Tab stay inside, Escape closes, and the page behind does not scroll.
import { useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]', 'button:not([disabled])', 'input:not([disabled]):not([type="hidden"])', 'select:not([disabled])',
  'textarea:not([disabled])', 'iframe', '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The elements Tab can reach inside `root`, in document order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.closest('[hidden], [inert]'));
}

/** Focuses the element marked data-autofocus, else the first focusable one, else the dialog. */
export function focusInitial(root: HTMLElement): void {
  const target = root.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(root)[0] ?? root;
  target.focus();
}

export function useModal(dialog: RefObject<HTMLElement | null>, onClose: () => void): void {
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });

  useLayoutEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const onKey = (event: KeyboardEvent) => {
      const root = dialog.current;
      if (!root) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(root);
      const first = items[0];
      const last = items.at(-1);
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        root.focus();
      } else if (!root.contains(active)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && (active === first || active === root)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    // focus that escapes anyway (a script, a click on the page behind) is brought back
    const onFocusIn = (event: FocusEvent) => {
      const root = dialog.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) focusInitial(root);
    };
    const body = document.body;
    const overflow = body.style.overflow;
    body.style.overflow = 'hidden';
    body.dataset.scrollLocked = 'true';
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    if (dialog.current) focusInitial(dialog.current);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      body.style.overflow = overflow;
      delete body.dataset.scrollLocked;
      if (previous?.isConnected) previous.focus();
    };
  }, [dialog]);
}
