/** What /my-garage shows while it loads: the page's own shapes, so nothing jumps after. */
export function GarageSkeleton() {
  const block = 'animate-pulse rounded-2xl bg-surface';
  return (
    <div aria-busy="true" aria-label="Loading your garage" className="flex flex-col gap-4">
      <div className={`${block} h-78 rounded-3xl`} />
      <div className="grid grid-cols-2 gap-3">
        <div className={`${block} h-12 rounded-xl`} />
        <div className={`${block} h-12 rounded-xl`} />
      </div>
      <div className="h-7 w-48 animate-pulse rounded-lg bg-surface" />
      {[0, 1, 2].map((index) => (
        <div key={index} className={`${block} h-36`} />
      ))}
    </div>
  );
}
