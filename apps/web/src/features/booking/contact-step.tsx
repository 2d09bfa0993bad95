import { useId, useState } from 'react';
import { createBookingSchema } from '@ignite/domain/booking/booking-request';
import { controlClass, errorClass } from '@/shared/inputs/field-styles.ts';

export type Contact = { firstName: string; lastName: string; mobile: string };

const contactSchema = createBookingSchema.shape.contact;

/** The message for each field that is not right yet, in the server's words. */
export function contactErrors(contact: Contact): Partial<Record<keyof Contact, string>> {
  const parsed = contactSchema.safeParse(contact);
  if (parsed.success) return {};
  const errors: Partial<Record<keyof Contact, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof Contact;
    errors[field] ??= issue.message;
  }
  return errors;
}

function Field({
  label,
  value,
  error,
  type = 'text',
  autoComplete,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  type?: string;
  autoComplete: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const [touched, setTouched] = useState(false);
  const shown = touched ? error : undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        maxLength={60}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
        onBlur={() => setTouched(true)}
        onChange={(event) => onChange(event.target.value)}
        className={controlClass}
      />
      {shown ? (
        <p id={`${id}-error`} className={errorClass}>
          {shown}
        </p>
      ) : null}
    </div>
  );
}

/** Step 4: how the workshop reaches the owner about the booking. */
export function ContactStep({
  contact,
  onChange,
}: {
  contact: Contact;
  onChange: (contact: Contact) => void;
}) {
  const errors = contactErrors(contact);
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">Your contact details</h2>
      <Field
        label="First name"
        value={contact.firstName}
        error={errors.firstName}
        autoComplete="given-name"
        onChange={(firstName) => onChange({ ...contact, firstName })}
      />
      <Field
        label="Last name"
        value={contact.lastName}
        error={errors.lastName}
        autoComplete="family-name"
        onChange={(lastName) => onChange({ ...contact, lastName })}
      />
      <Field
        label="Mobile"
        type="tel"
        value={contact.mobile}
        error={errors.mobile}
        autoComplete="tel"
        onChange={(mobile) => onChange({ ...contact, mobile })}
      />
    </div>
  );
}
