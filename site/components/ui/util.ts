// Small DOM helpers shared by the kit.
import type { Ref } from 'react';

/** Joins the truthy class names. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/** Joins ids for aria-describedby, or undefined when there are none. */
export function ids(...values: Array<string | false | null | undefined>): string | undefined {
  const joined = values.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/** The kit button's classes (Button.tsx; the gamebook player's plain buttons wear the same look). */
export function buttonClass(size: 'large' | 'small' | 'tiny', kind: 'primary' | 'secondary' | 'destroy', busy = false, className?: string): string {
  return cx('ui-button', `ui-button--${size}`, `ui-button--${kind}`, busy && 'ui-button--loading', className);
}

/** Points a caller's ref (object or function) at the element too. */
export function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** Orders elements as they appear in the document. */
export function inDocumentOrder<T extends Node>(nodes: T[]): T[] {
  return [...nodes].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}
