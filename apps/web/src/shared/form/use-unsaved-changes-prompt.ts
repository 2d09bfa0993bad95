import { useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';

/**
 * Holds navigation away from a form with unsaved changes until the user confirms (the dialog
 * shows the spec's sentence), and asks the browser to warn before a reload or tab close.
 * `allowLeaving` lets a successful save go on (back, or elsewhere) without asking: at that
 * moment the form has been reset but not yet re-rendered, so `dirty` alone would still block.
 * It holds until the next change; later edits are guarded as before.
 */
export function useUnsavedChangesPrompt(dirty: boolean) {
  const leaving = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !leaving.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    // New changes after a save that stayed on the page are guarded again.
    if (dirty) leaving.current = false;
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return;
    // Browsers show their own wording here; custom text has not been allowed for years.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const allowLeaving = useCallback(() => {
    leaving.current = true;
  }, []);

  return { blocker, allowLeaving };
}
