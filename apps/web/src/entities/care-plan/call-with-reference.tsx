import { ContactLink } from '@/shared/contact/contact-link.tsx';
import { buttonClass } from '@/shared/ui/button.tsx';

/**
 * A call button for a product's line, with the number to quote under it ('Quote your policy
 * number RSA-5530912'): PROTECT's claims line and roadside assistance alike.
 */
export function CallWithReference({
  phoneNumber,
  label,
  referenceName,
  reference,
}: {
  phoneNumber: string;
  label: string;
  /** 'contract number', 'policy number'. */
  referenceName: string;
  reference: string | null;
}) {
  return (
    <div>
      <ContactLink kind="call" value={phoneNumber} className={`${buttonClass('primary')} w-full`}>
        {label}
      </ContactLink>
      {reference ? (
        <p className="mt-2 text-center text-sm text-muted">
          Quote your {referenceName}{' '}
          <span className="font-semibold whitespace-nowrap text-text">{reference}</span>
        </p>
      ) : null}
    </div>
  );
}
