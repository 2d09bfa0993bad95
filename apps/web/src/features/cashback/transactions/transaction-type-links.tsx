import { Link } from 'react-router';
import { TRANSACTION_HISTORY_PATH } from '../profile/pending-transactions.tsx';

/** The route's types: 'fuel' is the one the spec names (spec part 3 section 2). */
const TYPES = [
  { label: 'All', type: null },
  { label: 'Fuel', type: 'fuel' },
] as const;

/** Every purchase, or the fuel ones: links, so each list has its own address. */
export function TransactionTypeLinks({ active }: { active: string | null }) {
  return (
    <nav aria-label="Transaction types" className="flex gap-2">
      {TYPES.map(({ label, type }) => {
        const current = (active?.toLowerCase() ?? null) === type;
        return (
          <Link
            key={label}
            to={type ? `${TRANSACTION_HISTORY_PATH}/${type}` : TRANSACTION_HISTORY_PATH}
            aria-current={current ? 'page' : undefined}
            className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${
              current
                ? 'border-accent bg-accent text-on-accent'
                : 'border-border bg-surface text-text'
            }`}
          >
            {label}
          </Link>
        );
      })}
    </nav>
  );
}
