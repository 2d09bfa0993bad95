import type { ReactNode } from 'react';
import { FileText } from 'lucide-react';

/** A full-width row that leads somewhere: documents and the cards' other actions. */
export const ROW_LINK_CLASS =
  'flex min-h-12 items-center gap-3 rounded-xl bg-raised px-4 text-base font-medium text-text hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/**
 * A document that opens in a new tab; until its signed link has arrived it reads as
 * unavailable rather than linking nowhere.
 */
export function DocumentLink({
  href,
  children,
  onOpen,
}: {
  href: string | null | undefined;
  children: ReactNode;
  onOpen?: () => void;
}) {
  if (!href) {
    return (
      <span aria-disabled="true" className={`${ROW_LINK_CLASS} text-muted`}>
        <FileText aria-hidden="true" className="size-5 shrink-0" />
        {children}
      </span>
    );
  }
  return (
    <a href={href} target="_blank" rel="noreferrer" className={ROW_LINK_CLASS} onClick={onOpen}>
      <FileText aria-hidden="true" className="size-5 shrink-0 text-accent" />
      <span className="min-w-0 flex-1">
        {children}
        <span className="sr-only"> (PDF, opens in a new tab)</span>
      </span>
    </a>
  );
}
