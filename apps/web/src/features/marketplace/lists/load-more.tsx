import { Button } from '@/shared/ui/button.tsx';

/**
 * Spec part 3 section 2: 'Load more' while fewer are loaded than there are. Disabled while a
 * page is on its way, so a double tap asks once.
 */
export function LoadMore({ loading, onLoad }: { loading: boolean; onLoad: () => void }) {
  return (
    <Button
      variant="secondary"
      className="mx-auto mt-4 w-full max-w-sm"
      disabled={loading}
      aria-busy={loading}
      onClick={onLoad}
    >
      {loading ? 'Loading…' : 'Load more'}
    </Button>
  );
}
