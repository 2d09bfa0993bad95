import { NotFound } from '@/shared/ui/not-found.tsx';
import { Screen } from '@/shared/ui/screen.tsx';

/** Spec part 3 section 2, error pages: not found, for any address no route matches. */
export function NotFoundPage() {
  return (
    <Screen>
      <NotFound standalone />
    </Screen>
  );
}
