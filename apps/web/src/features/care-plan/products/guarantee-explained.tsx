import type { GuaranteeProduct } from '@ignite/domain/garage/care-plan-schema';
import { formatCurrency } from '@ignite/domain/format/currency';
import { formatKilometres } from '@ignite/domain/format/grouped-number';
import type { MyGarage } from '@ignite/domain/garage/garage-api';
import { DateText } from '@/entities/condition/date-text.tsx';
import { KeepTogether } from '../plan/keep-together.tsx';

/**
 * What a Guaranteed Future Value is, in the owner's own terms: the least the dealership pays
 * for this car as a trade-in when the term ends. Every part comes from the plan; a part the
 * plan leaves out is said without it rather than guessed.
 */
export function GuaranteeExplained({
  guarantee,
  garage,
}: {
  guarantee: GuaranteeProduct;
  garage: MyGarage;
}) {
  const { make, model } = garage.vehicle;
  const vehicle = [make, model].filter(Boolean).join(' ') || 'car';
  const dealer = garage.dealerLocation?.name ?? guarantee.provider ?? 'your dealership';
  const amount = guarantee.guaranteedFutureValue;
  const ends = guarantee.dateActiveTo;
  return (
    <div className="flex flex-col gap-2 rounded-2xl bg-raised p-4 text-base">
      <h3 className="font-semibold">What this guarantee means</h3>
      <p>
        {ends ? (
          <>
            When it ends on <DateText when={ends} format="short" />,{' '}
          </>
        ) : (
          'When it ends, '
        )}
        {dealer} will pay at least{' '}
        {amount === null ? (
          'the amount in your certificate'
        ) : (
          <strong className="whitespace-nowrap">{formatCurrency(amount, 0)}</strong>
        )}{' '}
        for your <KeepTogether text={vehicle} /> as a trade-in on your next car from them
        {guarantee.kilometerLimit === null ? (
          '.'
        ) : (
          <>
            , as long as it has done no more than{' '}
            <span className="whitespace-nowrap">{formatKilometres(guarantee.kilometerLimit)}</span>.
          </>
        )}
      </p>
      <p className="text-muted">
        That is the least you will get, whatever used cars are worth then. If yours is worth more on
        the day, you get the higher amount.
      </p>
    </div>
  );
}
