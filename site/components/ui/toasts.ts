// Toast settings (spec §4, §9) and the helpers screens call. Render <AppToaster /> once per page.
import { toast, type DefaultToastOptions, type ToastType } from 'react-hot-toast';
import { wakeHeader } from '../../lib/wake.ts';

export const TOAST_DURATIONS = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Infinity,
  custom: 4000,
} as const satisfies Record<ToastType, number>;

/** Admin and moderator screens keep every toast but loading ones for 6 s. */
export const ADMIN_TOAST_DURATION = 6000;
export const TOAST_LIMIT = 20;
export const TOAST_REMOVE_DELAY = 1000;
export const TOAST_POSITION = 'top-center' as const;

export type ToasterVariant = 'default' | 'admin' | 'moderator';

export function toastDuration(type: ToastType, variant: ToasterVariant = 'default'): number {
  return variant !== 'default' && type !== 'loading' ? ADMIN_TOAST_DURATION : TOAST_DURATIONS[type];
}

export function toastOptionsFor(variant: ToasterVariant = 'default'): DefaultToastOptions {
  const types = Object.keys(TOAST_DURATIONS) as ToastType[];
  return {
    removeDelay: TOAST_REMOVE_DELAY,
    ...Object.fromEntries(types.map((type) => [type, { duration: toastDuration(type, variant) }])),
  };
}

type Message = Parameters<typeof toast>[0];
type Options = Parameters<typeof toast>[1];

/** A toast shows in the header's toaster: the header loads for it if it was still waiting. */
function shown<A extends unknown[], R>(show: (...args: A) => R): (...args: A) => R {
  return (...args: A) => { wakeHeader(); return show(...args); };
}

export const notify = {
  blank: shown((message: Message, options?: Options): string => toast(message, options)),
  success: shown(toast.success),
  error: shown(toast.error),
  loading: shown(toast.loading),
  custom: shown(toast.custom),
  promise: shown(toast.promise),
  dismiss: toast.dismiss,
  remove: toast.remove,
};

export { toast };
