import { useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { api } from '@/shared/api/client.ts';
import { RequestLoadingBar } from '@/shared/api/request-loading-bar.tsx';
import { followRoute } from '@/shared/toast/toast-store.ts';
import { Toaster } from '@/shared/toast/toaster.tsx';
import { PhoneColumn } from '@/shared/ui/phone-column.tsx';

export function AppFrame() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // A toast belongs to the page that raised it (toast-store.ts): leaving it dismisses it.
  useEffect(() => followRoute(pathname, navigationType === 'REPLACE'), [pathname, navigationType]);
  return (
    <PhoneColumn>
      {/* Calls still waiting after the request layer's 500 ms tick (spec part 1 section 9). */}
      <RequestLoadingBar loading={api.loading} />
      <Outlet />
      <Toaster />
    </PhoneColumn>
  );
}
