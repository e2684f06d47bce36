// The admin screens' toaster (variant 'admin': 6 s, spec §9). A page reached after a save gets
// the outcome as ?notice=…, shown here once and then removed from the address bar.
import { useEffect } from 'react';
import { AppToaster } from '../ui/Toaster.tsx';
import { withIsland } from './island.tsx';
import { adminToast } from './toast.ts';

function AdminToaster({ notice }: { notice?: string | undefined }) {
  useEffect(() => {
    if (!notice) return;
    adminToast.success(notice);
    const url = new URL(window.location.href);
    url.searchParams.delete('notice');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, [notice]);
  return <AppToaster variant="admin" />;
}

export default withIsland(AdminToaster);
