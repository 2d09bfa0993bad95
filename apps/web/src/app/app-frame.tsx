import { Outlet } from 'react-router';
import { api } from '@/shared/api/client.ts';
import { RequestLoadingBar } from '@/shared/api/request-loading-bar.tsx';
import { Toaster } from '@/shared/toast/toaster.tsx';
import { PhoneColumn } from '@/shared/ui/phone-column.tsx';

export function AppFrame() {
  return (
    <PhoneColumn>
      {/* Calls still waiting after the request layer's 500 ms tick (spec part 1 section 9). */}
      <RequestLoadingBar loading={api.loading} />
      <Outlet />
      <Toaster />
    </PhoneColumn>
  );
}
