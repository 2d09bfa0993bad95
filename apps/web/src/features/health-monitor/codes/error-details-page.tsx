import { useParams } from 'react-router';
import { Wrench } from 'lucide-react';
import {
  DTC_DEMO_CODES,
  DTC_TEXTS,
  dtcHeading,
} from '@ignite/domain/health-monitor/diagnostic-codes';
import type { DiagnosticCode } from '@ignite/domain/health-monitor/health-monitor-api';
import type { MyGarage } from '@ignite/domain/garage/garage-api';
import { DEMO_PERMISSION } from '@ignite/domain/permissions';
import { GarageModelGate } from '@/entities/vehicle/garage-model-gate.tsx';
import { ContactLink } from '@/shared/contact/contact-link.tsx';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { hasPermissions } from '@/shared/permissions/has-permissions.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { useUserSettings } from '@/shared/settings/use-user-settings.ts';
import { paths } from '@/shared/routes.ts';
import { ButtonLink } from '@/shared/ui/button-link.tsx';
import { buttonClass } from '@/shared/ui/button.tsx';
import { useCodeExplanations, useScanErrors } from '../health-monitor-queries.ts';
import { CodeCard } from './code-card.tsx';
import { SystemLetters } from './system-letters.tsx';

/** /my-garage/scan-event/{scanEventId}/error-details: the trouble codes of one scan. */
export function ErrorDetailsPage() {
  return <GarageModelGate>{(garage) => <ErrorDetails garage={garage} />}</GarageModelGate>;
}

/**
 * Spec part 2 section 8 and part 3 section 4: a failed lookup shows no codes and no message;
 * in demo mode, a 404 with the health-monitor warning flag set shows the demo codes.
 */
function useCodes(scanEventId: string): { loading: boolean; codes: DiagnosticCode[] } {
  const { settings } = useUserSettings();
  const user = useSession()?.user;
  const lookup = useScanErrors(scanEventId);
  const useDemo =
    lookup.error?.status === 404 &&
    settings?.hasHealthMonitorWarning === true &&
    hasPermissions(user?.permissions ?? [], [DEMO_PERMISSION]);
  const demo = useCodeExplanations(DTC_DEMO_CODES, useDemo);
  if (lookup.isPending || (useDemo && demo.isPending)) return { loading: true, codes: [] };
  if (useDemo) return { loading: false, codes: demo.data?.codes ?? [] };
  return { loading: false, codes: lookup.data?.errors ?? [] };
}

function ErrorDetails({ garage }: { garage: MyGarage }) {
  const { scanEventId = '' } = useParams();
  const { loading, codes } = useCodes(scanEventId);
  const phone = garage.serviceLocation?.phone ?? garage.dealerLocation?.phone ?? null;

  if (loading) {
    return (
      <p role="status" className="flex items-center gap-3 text-base text-muted">
        <span className="size-6 animate-spin rounded-full border-4 border-raised border-t-accent" />
        Loading codes…
      </p>
    );
  }
  if (codes.length === 0) {
    return (
      <p className="rounded-3xl border border-border bg-surface p-5 text-base">
        No trouble codes were recorded for this scan.
      </p>
    );
  }
  const list = codes.map((code) => code.errorCode);
  return (
    <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section
        aria-labelledby="codes-title"
        className="flex flex-col gap-4 rounded-3xl border border-border bg-surface p-5"
      >
        {/* The spec's heading ('…Code' + 'S'), set in capitals as a panel heading. */}
        <h2 id="codes-title" className="text-lg font-bold tracking-wide uppercase">
          {dtcHeading(codes.length)}
        </h2>
        <p className="text-base">{DTC_TEXTS.report(codes.length)}</p>
        <ul className="flex flex-col gap-3">
          {codes.map((code) => (
            <CodeCard key={code.errorCode} code={code} />
          ))}
        </ul>
        <div className="flex flex-col gap-2">
          {/* The booking carries the codes; a call is the other way in. */}
          <ButtonLink to={`${paths.booking}?codes=${list.join(',')}`} className="w-full">
            <Glyph icon={Wrench} />
            Book a repair
          </ButtonLink>
          {phone ? (
            <ContactLink kind="call" value={phone} className={`${buttonClass('secondary')} w-full`}>
              Call the service centre
            </ContactLink>
          ) : null}
          <p className="text-sm text-muted">Quote {list.join(', ')} if you call.</p>
        </div>
      </section>
      <section className="flex flex-col gap-4 rounded-3xl border border-border bg-surface p-5">
        <SystemLetters codes={list} />
        <p className="text-base text-muted">{DTC_TEXTS.remainingCharacters}</p>
      </section>
    </div>
  );
}
