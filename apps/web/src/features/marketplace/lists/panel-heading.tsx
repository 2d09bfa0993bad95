import type { ReactNode } from 'react';

/**
 * A panel's heading: what the list below is. At most three lines: a search of 200 characters
 * must not push its results off the screen.
 */
export function PanelHeading({ children }: { children: ReactNode }) {
  return <h2 className="line-clamp-3 text-2xl font-bold tracking-tight break-words">{children}</h2>;
}
