/**
 * A card-sized placeholder while a page's data loads: it holds the space, so nothing jumps.
 * An indeterminate progress bar to assistive technology (a bare div may not carry a label).
 */
export function LoadingBlock({
  className = 'h-40 rounded-3xl bg-surface',
}: {
  className?: string;
}) {
  return (
    <div
      role="progressbar"
      aria-busy="true"
      aria-label="Loading"
      className={`animate-pulse ${className}`}
    />
  );
}
