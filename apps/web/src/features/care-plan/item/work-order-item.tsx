import type { CarePlanWorkOrder } from '@ignite/domain/garage/care-plan-schema';
import { workOrderMessage } from '@ignite/domain/garage/work-order-limits';
import { DateText } from '@/entities/condition/date-text.tsx';
import { ContactLink } from '@/shared/contact/contact-link.tsx';
import { buttonClass } from '@/shared/ui/button.tsx';

const NO_CLAIMS = 'No orders claimed yet';

/**
 * A work-order item of the care plan (spec part 2 section 3; part 3's care plan item): how
 * many orders are used, the limit messages word for word, the claims made, and a call to book.
 */
export function WorkOrderItem({
  item,
  productTitle,
  phoneNumber,
}: {
  item: CarePlanWorkOrder;
  productTitle: string;
  phoneNumber: string | null;
}) {
  const used = Math.min(item.claimCount, item.maximumClaimCount);
  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-4 rounded-3xl border border-border bg-surface p-5">
        <p className="text-sm text-muted">Included in {productTitle}</p>
        <p className="text-lg font-semibold" role="status">
          {workOrderMessage(item)}
        </p>
        <div
          role="meter"
          aria-label="Orders used"
          aria-valuemin={0}
          aria-valuemax={item.maximumClaimCount}
          aria-valuenow={used}
          className="flex gap-1"
        >
          {Array.from({ length: item.maximumClaimCount }, (_, index) => (
            <span
              key={index}
              className={`h-2 flex-1 rounded-full ${index < used ? 'bg-accent' : 'bg-raised'}`}
            />
          ))}
        </div>
        {item.hasAnnualClaimLimit ? (
          <p className="text-sm text-muted">
            {`${item.annualClaimCount} of ${item.maximumAnnualClaimCount} this contract year`}
          </p>
        ) : null}
        {phoneNumber ? (
          <ContactLink
            kind="call"
            value={phoneNumber}
            className={`${buttonClass(item.isClaimable ? 'primary' : 'secondary')} w-full`}
          >
            Call to book
          </ContactLink>
        ) : null}
      </section>
      <section aria-labelledby="claim-history" className="flex flex-col gap-3">
        <h3 id="claim-history" className="text-lg font-semibold">
          Orders claimed
        </h3>
        {item.history.length === 0 ? (
          <p className="rounded-2xl border border-border bg-surface p-5 text-base text-muted">
            {NO_CLAIMS}
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {item.history.map((claim, index) => (
              <li
                key={`${claim.utcDate}-${index}`}
                className="flex items-center justify-between gap-3 rounded-2xl border border-border bg-surface p-4"
              >
                <span className="font-medium">{claim.title}</span>
                <DateText when={claim.utcDate} format="short" className="text-sm text-muted" />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
