import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { BACK_NAVIGATION_STATE } from './back-navigation.ts';
import { backTarget } from './breadcrumbs.ts';

/** React Router numbers its history entries; idx 0 is the first page of this tab. */
export function canGoBackInBrowser(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

export function useBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const target = backTarget(canGoBackInBrowser());
    void (target === 'history' ? navigate(-1) : navigate(target, { state: BACK_NAVIGATION_STATE }));
  }, [navigate]);
}
