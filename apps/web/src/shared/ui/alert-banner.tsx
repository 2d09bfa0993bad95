import type { ReactNode } from 'react';

/** A failure said in place, announced as it appears: a call refused, a load that failed. */
export function AlertBanner({
  children,
  className = '',
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <p
      role="alert"
      className={`rounded-xl border border-danger bg-danger-surface px-4 py-3 text-sm text-danger ${className}`}
    >
      {children}
    </p>
  );
}
