import { createContext, useContext, useLayoutEffect } from 'react';

type SetPageTitle = (title: string | null) => void;

/** Provided by the shell, which shows the title in its header and the browser tab. */
export const PageTitleContext = createContext<SetPageTitle>(() => undefined);

/**
 * Names the page when its route's title is too general: every monitor's page would read
 * 'Care Plan'. Set before paint, so the header never shows the general one.
 */
export function PageTitle({ title }: { title: string }) {
  const setTitle = useContext(PageTitleContext);
  useLayoutEffect(() => {
    setTitle(title);
    return () => setTitle(null);
  }, [setTitle, title]);
  return null;
}
