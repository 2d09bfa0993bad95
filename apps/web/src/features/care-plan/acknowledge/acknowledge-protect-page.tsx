import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { CircleCheck, ShieldCheck, TriangleAlert } from 'lucide-react';
import { acknowledgeProtect } from '@ignite/domain/contract/care-plan';
import { myGarage } from '@ignite/domain/contract/garage';
import type { CoverProduct } from '@ignite/domain/garage/care-plan-schema';
import { formatCurrency } from '@ignite/domain/format/currency';
import type { MyGarage } from '@ignite/domain/garage/garage-api';
import { GarageModelGate } from '@/entities/vehicle/garage-model-gate.tsx';
import { useApiMutation } from '@/shared/api/use-api-mutation.ts';
import { ContactLink } from '@/shared/contact/contact-link.tsx';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { paths } from '@/shared/routes.ts';
import { Button, buttonClass } from '@/shared/ui/button.tsx';
import { Checkbox } from '@/shared/ui/checkbox.tsx';
import { DocumentLink } from '../plan/document-link.tsx';
import { useProtectDocuments } from '../plan/document-links.ts';
import {
  ACTIVATED_MESSAGE,
  ACTIVATED_TITLE,
  ACTIVATING,
  acknowledgements,
  ERROR_MESSAGE,
  ERROR_TITLE,
  UNLOCK_AFTER_OPENING_MS,
} from './acknowledge-texts.ts';

type Panel = 'introduction' | 'acknowledgement' | 'loading' | 'activated' | 'error';

/** /my-garage/acknowledge-{product}-protect: PROTECT's activation (spec part 2 s2 and s4). */
export function AcknowledgeProtectPage() {
  return <GarageModelGate>{(garage) => <AcknowledgeProtect garage={garage} />}</GarageModelGate>;
}

function AcknowledgeProtect({ garage }: { garage: MyGarage }) {
  const navigate = useNavigate();
  const [panel, setPanel] = useState<Panel>('introduction');
  const [ticked, setTicked] = useState([false, false, false, false]);
  const activate = useApiMutation(acknowledgeProtect, { invalidates: [myGarage] });
  const cover = garage.carePlan?.isEnabled ? garage.carePlan.igniteProtect : null;
  const rewards = garage.carePlan?.igniteRewards ?? null;

  // Nothing to activate (never pending, or done elsewhere): the flow has no place to start.
  if (panel === 'introduction' && !cover?.isPending)
    return <Navigate to={paths.myGarage} replace />;
  if (!cover) return <Navigate to={paths.myGarage} replace />;

  async function onActivate() {
    setPanel('loading');
    const result = await activate.run({ body: { vehicleId: garage.vehicle.vehicleId } });
    setPanel(result.success ? 'activated' : 'error');
  }

  switch (panel) {
    case 'introduction':
      return (
        <Introduction
          cover={cover}
          garage={garage}
          onContinue={() => setPanel('acknowledgement')}
        />
      );
    case 'acknowledgement':
      return (
        <Acknowledgement
          cover={cover}
          vehicleId={garage.vehicle.vehicleId}
          ticked={ticked}
          onTick={(index, value) =>
            setTicked((all) => all.map((t, i) => (i === index ? value : t)))
          }
          onActivate={() => void onActivate()}
          busy={activate.busy}
        />
      );
    case 'loading':
      return (
        <Centered
          icon={
            <span className="size-10 animate-spin rounded-full border-4 border-raised border-t-accent" />
          }
        >
          <p role="status" className="text-xl font-semibold">
            {ACTIVATING}
          </p>
        </Centered>
      );
    case 'activated':
      return (
        <Centered icon={<Glyph icon={CircleCheck} className="text-5xl text-success" />}>
          <h2 className="text-2xl font-bold">{ACTIVATED_TITLE}</h2>
          <p className="max-w-sm text-base text-muted">{ACTIVATED_MESSAGE}</p>
          <Button className="mt-4 w-full max-w-xs" onClick={() => navigate(paths.myGarage)}>
            Continue
          </Button>
        </Centered>
      );
    case 'error':
      return (
        <Centered icon={<Glyph icon={TriangleAlert} className="text-5xl text-warning" />}>
          <h2 className="text-2xl font-bold">{ERROR_TITLE}</h2>
          <p role="alert" className="max-w-sm text-base text-muted">
            {ERROR_MESSAGE}
          </p>
          <div className="mt-4 flex w-full max-w-xs flex-col gap-2">
            {rewards?.conciergePhoneNumber ? (
              <ContactLink
                kind="call"
                value={rewards.conciergePhoneNumber}
                className={`${buttonClass('primary')} w-full`}
              >
                Contact Concierge
              </ContactLink>
            ) : null}
            <Button
              variant="secondary"
              onClick={() => {
                setTicked([false, false, false, false]);
                setPanel('introduction');
              }}
            >
              Try again
            </Button>
          </div>
        </Centered>
      );
  }
}

function Centered({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col items-center gap-3 px-2 pt-10 text-center">
      <div className="grid size-20 place-items-center rounded-3xl bg-surface">{icon}</div>
      {children}
    </section>
  );
}

function Introduction({
  cover,
  garage,
  onContinue,
}: {
  cover: CoverProduct;
  garage: MyGarage;
  onContinue: () => void;
}) {
  const { make, model } = garage.vehicle;
  return (
    <section className="flex flex-col gap-5">
      <div className="flex flex-col items-center gap-3 pt-4 text-center">
        <div className="grid size-20 place-items-center rounded-3xl bg-surface text-5xl text-accent">
          <Glyph icon={ShieldCheck} className="text-5xl" />
        </div>
        <h2 className="text-2xl font-bold tracking-tight">
          Congratulations on your new {model ? (make ?? '') : (make ?? 'car')}
          {model ? ' ' : ''}
          {/* A model such as CX-5 must not break at its hyphen. */}
          <span className="whitespace-nowrap">{`${model ?? ''}!`}</span>
        </h2>
        <p className="max-w-sm text-base text-muted">
          {`Your purchase includes ${cover.title}, cover for the wear and tear of everyday driving. Activate it now so it is ready when you need it.`}
        </p>
      </div>
      {cover.workOrderConfigurations.length > 0 ? (
        <div className="rounded-3xl border border-border bg-surface p-5">
          <h3 className="text-lg font-semibold">What is covered</h3>
          <ul className="mt-3 flex flex-col gap-2">
            {cover.workOrderConfigurations.map((item) => (
              <li key={item.type} className="flex items-center gap-3 text-base">
                <Glyph icon={CircleCheck} className="text-xl text-success" />
                {item.title}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Button className="w-full" onClick={onContinue}>
        Continue
      </Button>
    </section>
  );
}

function Acknowledgement({
  cover,
  vehicleId,
  ticked,
  onTick,
  onActivate,
  busy,
}: {
  cover: CoverProduct;
  vehicleId: string;
  ticked: readonly boolean[];
  onTick: (index: number, value: boolean) => void;
  onActivate: () => void;
  busy: boolean;
}) {
  const documents = useProtectDocuments(vehicleId);
  const [opened, setOpened] = useState(false);
  const [unlocked, setUnlocked] = useState(false);
  useEffect(() => {
    if (!opened) return;
    const timer = setTimeout(() => setUnlocked(true), UNLOCK_AFTER_OPENING_MS);
    return () => clearTimeout(timer);
  }, [opened]);
  const maximum = cover.maximumLiability === null ? null : formatCurrency(cover.maximumLiability);
  const labels = acknowledgements(maximum);
  return (
    <section className="flex flex-col gap-5">
      <div>
        <h2 className="text-2xl font-bold tracking-tight">Before you activate</h2>
        <p className="mt-2 text-base text-muted">
          Open and read the terms and conditions first; then confirm each point below.
        </p>
      </div>
      <DocumentLink href={documents.data?.termsAndConditionsLinkUrl} onOpen={() => setOpened(true)}>
        Terms &amp; Conditions
      </DocumentLink>
      <fieldset
        className="flex flex-col gap-1 rounded-3xl border border-border bg-surface px-5 py-3"
        disabled={!unlocked}
      >
        <legend className="sr-only">Your acknowledgement</legend>
        {!unlocked ? (
          <p className="py-2 text-sm text-muted">Open the terms and conditions to continue.</p>
        ) : null}
        {labels.map((label, index) => (
          <Checkbox
            key={label}
            label={label}
            checked={ticked[index] ?? false}
            onChange={(event) => onTick(index, event.currentTarget.checked)}
            className={unlocked ? '' : 'cursor-not-allowed'}
          />
        ))}
      </fieldset>
      <Button className="w-full" disabled={!ticked.every(Boolean) || busy} onClick={onActivate}>
        Activate My Cover
      </Button>
    </section>
  );
}
