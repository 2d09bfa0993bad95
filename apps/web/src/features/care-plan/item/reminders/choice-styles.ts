/** One tappable reminder choice: a 48px-tall tile that shows it is the current setting. */
export const choiceClass =
  'flex min-h-12 flex-col items-center justify-center rounded-xl border border-border bg-raised px-2 py-2 text-base font-semibold transition hover:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:text-muted disabled:line-through disabled:hover:border-border aria-[current=true]:border-2 aria-[current=true]:border-accent aria-[current=true]:bg-accent/15';

/** The Show More / Show Less switch under a list of choices. */
export const showMoreClass =
  'mt-2 min-h-12 w-full rounded-xl text-base font-semibold text-accent hover:bg-raised focus-visible:outline-2 focus-visible:outline-accent';
