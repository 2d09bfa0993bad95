import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  HOME_VIEW,
  type MarketplaceView,
  pathOf,
  SEARCH_PARAM,
  stateOf,
  viewFromState,
  viewKey,
} from './marketplace-view.ts';

/**
 * The marketplace's panel, read from and written to the history entry (a search's words in
 * the address, SEARCH_PARAM): each change is a new
 * entry (Back returns to the panel before), and the shell's scroll memory opens each new
 * entry at the top, which is the spec's scroll to top on a panel change. Going back to home
 * replaces nothing: it is a step like any other.
 */
export function useMarketplaceView() {
  const location = useLocation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const view = viewFromState(location.state, query.get('category'), query.get(SEARCH_PARAM));
  const currentKey = viewKey(view);
  const show = useCallback(
    (next: MarketplaceView) => {
      // The same panel again (a double tap, Search pressed twice) adds no history entry.
      if (viewKey(next) === currentKey) return;
      void navigate(pathOf(next), { state: stateOf(next) });
    },
    [navigate, currentKey],
  );
  const reset = useCallback(() => show(HOME_VIEW), [show]);
  return { view, show, reset };
}
