import { lazy, Suspense } from 'react';
import { PhoneColumn } from '@/shared/ui/phone-column.tsx';

// The failure page loads only when something has failed, so it costs the others nothing.
const GeneralFailurePage = lazy(async () => ({
  default: (await import('@/features/errors/general-failure-page.tsx')).GeneralFailurePage,
}));

/**
 * A page that throws while loading or rendering lands here (React Router's error element)
 * and the user sees the general failure page instead of a blank screen.
 */
export function RouteError() {
  return (
    <PhoneColumn>
      <Suspense fallback={null}>
        <GeneralFailurePage />
      </Suspense>
    </PhoneColumn>
  );
}
