import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/shared/routes.ts';
import {
  HOME_VIEW,
  type MarketplaceView,
  stateOf,
  viewFromState,
  viewKey,
} from './marketplace-view.ts';

/**
 * The marketplace's panel, read from and written to the history entry: each change is a new
 * entry (Back returns to the panel before), and the shell's scroll memory opens each new
 * entry at the top, which is the spec's scroll to top on a panel change. Going back to home
 * replaces nothing: it is a step like any other.
 */
export function useMarketplaceView() {
  const location = useLocation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const view = viewFromState(location.state, query.get('category'));
  const currentKey = viewKey(view);
  const show = useCallback(
    (next: MarketplaceView) => {
      // The same panel again (a double tap, Search pressed twice) adds no history entry.
      if (viewKey(next) === currentKey) return;
      void navigate(paths.myMarketplace, { state: stateOf(next) });
    },
    [navigate, currentKey],
  );
  const reset = useCallback(() => show(HOME_VIEW), [show]);
  return { view, show, reset };
}
