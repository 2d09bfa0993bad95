import { WIZARD_STEPS } from '@ignite/domain/booking/wizard';
import { useWizard } from './use-wizard.ts';
import { WizardFrame } from './wizard-frame.tsx';

const STUB_TEXT = [
  'Tell us what your car needs: a scheduled service, a repair, or something else.',
  'Pick a day and a time that suits you.',
  'Choose whether we collect your car and bring it back.',
  'Check your contact details, then book.',
  'Thank you. Your booking request has been sent to the dealership.',
];

/**
 * The spec's wizard as it stands for a visitor who is not signed in: five pages of stub text,
 * and a Book that is simulated: the spec's wizard makes no calls.
 */
export function StubBooking() {
  const wizard = useWizard(async () => null);
  return (
    <WizardFrame wizard={wizard} stepIsValid>
      <h2 className="text-xl font-bold">{WIZARD_STEPS[wizard.index]}</h2>
      <p className="text-base text-muted">{STUB_TEXT[wizard.index]}</p>
    </WizardFrame>
  );
}
