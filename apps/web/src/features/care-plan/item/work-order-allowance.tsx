import { Link } from 'react-router';
import type { CarePlanWorkOrder } from '@ignite/domain/garage/care-plan-schema';
import { workOrderMessage } from '@ignite/domain/garage/work-order-limits';
import { Icon } from '@/shared/icons/icon.tsx';
import { workOrderPath } from '../products/work-order-list.tsx';

/** On a condition's page: how many of the care plan's orders for its work are left. */
export function WorkOrderAllowance({ item }: { item: CarePlanWorkOrder }) {
  const to = workOrderPath(item);
  const body = (
    <>
      <span className="min-w-0 flex-1">
        <span className="block text-sm text-muted">{item.title}</span>
        <span className="block text-base">{workOrderMessage(item)}</span>
      </span>
      {to ? <Icon name="chevronRight" size="text-xl" className="text-muted" /> : null}
    </>
  );
  const className = 'flex items-center gap-3 rounded-2xl border border-border bg-surface p-4';
  return to ? (
    <Link to={to} className={`${className} hover:border-muted`}>
      {body}
    </Link>
  ) : (
    <p className={className}>{body}</p>
  );
}
