import { Link, generatePath } from 'react-router';
import { ChevronRight } from 'lucide-react';
import type { CarePlanWorkOrder } from '@ignite/domain/garage/care-plan-schema';
import { workOrderSlug, isWorkOrderType } from '@ignite/domain/care-plan/work-orders';
import { workOrderMessage } from '@ignite/domain/garage/work-order-limits';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { paths } from '@/shared/routes.ts';

export const workOrderPath = (item: CarePlanWorkOrder) =>
  isWorkOrderType(item.type)
    ? generatePath(paths.carePlanItem, { itemType: workOrderSlug(item.type) })
    : null;

/** A product's work-order items, each with how many orders are left, leading to its page. */
export function WorkOrderList({ items }: { items: readonly CarePlanWorkOrder[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="work-orders" className="flex flex-col gap-3">
      <h3 id="work-orders" className="text-lg font-semibold">
        What is included
      </h3>
      <ul className="flex flex-col gap-2">
        {items.map((item) => {
          const to = workOrderPath(item);
          const content = (
            <>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{item.title}</span>
                <span className="block text-sm text-muted">{workOrderMessage(item)}</span>
              </span>
              {to ? <Glyph icon={ChevronRight} className="text-xl text-muted" /> : null}
            </>
          );
          return (
            <li key={item.type}>
              {to ? (
                <Link
                  to={to}
                  className="flex min-h-16 items-center gap-3 rounded-2xl border border-border bg-surface p-4 hover:border-muted"
                >
                  {content}
                </Link>
              ) : (
                <div className="flex min-h-16 items-center gap-3 rounded-2xl border border-border bg-surface p-4">
                  {content}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
