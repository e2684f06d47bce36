// Toasts on admin and moderator screens last 6 s (spec §9). The duration is set on each toast as
// well as on the admin toaster, so the header's default toaster (which shares react-hot-toast's
// store and runs its own timers) cannot dismiss them sooner.
import { ADMIN_TOAST_DURATION, notify } from '../ui/toasts.ts';

export const adminToast = {
  success: (message: string) => notify.success(message, { duration: ADMIN_TOAST_DURATION }),
  error: (message: string) => notify.error(message, { duration: ADMIN_TOAST_DURATION }),
};
