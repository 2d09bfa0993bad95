/** A card-sized placeholder while a page's data loads: it holds the space, so nothing jumps. */
export function LoadingBlock({
  className = 'h-40 rounded-3xl bg-surface',
}: {
  className?: string;
}) {
  return <div aria-busy="true" aria-label="Loading" className={`animate-pulse ${className}`} />;
}
