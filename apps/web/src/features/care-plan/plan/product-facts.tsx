import type { ReactNode } from 'react';
import { formatKilometres } from '@ignite/domain/format/grouped-number';

/** Label and value rows of a product's facts; rows without a value are left out. */
export function ProductFacts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="min-w-0 text-right font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Spec part 2 section 3: a kilometre limit below 1 (answered as null) means no limit. */
export const kilometreLimitText = (limit: number | null) =>
  limit === null ? 'No limit' : formatKilometres(limit);

export const termText = (months: number | null) => (months === null ? null : `${months} months`);
