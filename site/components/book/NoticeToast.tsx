// A confirmation handed over by the page (My Books after a delete): shown once as a success
// toast, then the flag that asked for it leaves the address so a reload does not repeat it.
import { useEffect } from 'react';
import { notify } from '../ui/toasts.ts';

export default function NoticeToast({ message, param }: { message: string; param: string }) {
  useEffect(() => {
    notify.success(message, { id: `notice-${param}` });
    const url = new URL(window.location.href);
    url.searchParams.delete(param);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [message, param]);
  return null;
}
