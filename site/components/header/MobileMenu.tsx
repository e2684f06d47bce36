// The mobile slide-in menu (spec §2): 320px wide, slides in over 0.3 s, fades and slides out
// before it closes, and locks the page scroll while open. Closes on the × button, a click on
// the overlay, Escape, or following a link.
import { useEffect, useRef, useState } from 'react';

export const MOBILE_MENU_WIDTH = 320;
export const MOBILE_MENU_ANIMATION_MS = 300;

interface Props {
  open: boolean;
  onClose: () => void;
  closeLabel: string;
  title: string;
  items: { href: string; label: string }[];
}

export function MobileMenu({ open, onClose, closeLabel, title, items }: Props) {
  // 'closing' keeps the panel mounted while it animates out
  const [phase, setPhase] = useState<'closed' | 'open' | 'closing'>(open ? 'open' : 'closed');
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) {
      setPhase('open');
      return;
    }
    if (phase === 'open') {
      setPhase('closing');
      const timer = setTimeout(() => setPhase('closed'), MOBILE_MENU_ANIMATION_MS);
      return () => clearTimeout(timer);
    }
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (phase === 'closed') return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.body.dataset.scrollLocked = 'true';
    return () => {
      document.body.style.overflow = previous;
      delete document.body.dataset.scrollLocked;
    };
  }, [phase === 'closed']); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('button, a')?.focus();
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') onClose(); };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (phase === 'closed') return null;
  return (
    <div className={`mobile-menu-root ${phase}`}>
      <div className="mobile-menu-overlay" data-testid="mobile-menu-overlay" onClick={onClose} />
      <div id="mobile-menu" ref={panelRef} className="mobile-menu" role="dialog" aria-modal="true" aria-label={title} style={{ width: MOBILE_MENU_WIDTH }}>
        <button type="button" className="mobile-menu-close" aria-label={closeLabel} onClick={onClose}>×</button>
        <nav>
          <ul>
            {items.map((item) => (
              <li key={item.href}><a href={item.href} onClick={onClose}>{item.label}</a></li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
