import { useId } from 'react';
import { Link } from 'react-router';
import { Building2 } from 'lucide-react';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { paths } from '@/shared/routes.ts';
import { buttonClass } from '@/shared/ui/button.tsx';

/**
 * Spec part 3 section 2: the copy that differs by variant. Without a home dealership cashback
 * goes to the bank; with one, toward the car.
 */
export function spendingNote(isGeneric: boolean, minimum: string): string {
  return isGeneric
    ? `Withdraw your cashback to your bank account once you have ${minimum} or more.`
    : `Put your cashback toward your car's expenses: servicing, tyres, fuel and more. Once you have ${minimum} or more, withdraw it whenever you like.`;
}

/** The generic variant's 'Set Your Home Dealership' (spec part 3 section 2). */
export function HomeDealershipInvite() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-3xl border border-border bg-surface p-5"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold">
        <Glyph icon={Building2} className="text-xl text-accent" />
        Bought your car from a dealership?
      </h2>
      <p className="text-sm text-muted">
        Enter your dealership&apos;s reward code to unlock its rewards, care plan and exclusive
        offers alongside your cashback.
      </p>
      <Link to={paths.dealershipChange} className={buttonClass('secondary')}>
        Set Your Home Dealership
      </Link>
    </section>
  );
}
