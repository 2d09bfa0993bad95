import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import type { MyGarage } from '@ignite/domain/garage/garage-api';
import { HEALTH_MONITOR_MESSAGES } from '@ignite/domain/health-monitor/health-monitor-api';
import { DEBUG_PERMISSIONS } from '@ignite/domain/permissions';
import {
  HEALTH_MONITOR_DISPLAY,
  HealthMonitorEnabledState,
  skipReminderUntil,
} from '@ignite/domain/health-monitor/health-monitor-status';
import { ConditionStateLabel } from '@/entities/condition/condition-state-label.tsx';
import { healthMonitorStateOf } from '@/entities/health-monitor/health-monitor-state.ts';
import { GarageModelGate } from '@/entities/vehicle/garage-model-gate.tsx';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { hasPermissions } from '@/shared/permissions/has-permissions.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { paths } from '@/shared/routes.ts';
import type { UserSettings } from '@/shared/settings/user-settings.ts';
import { useUserSettings } from '@/shared/settings/use-user-settings.ts';
import { Button } from '@/shared/ui/button.tsx';
import { DiagnosticsSheet } from './diagnostics-sheet.tsx';
import { PairingSteps } from './pairing-steps.tsx';
import { usePairing } from './use-pairing.ts';

/** /my-garage/connect-health-monitor: the pairing workflow (spec part 2 sections 2 and 4). */
export function ConnectHealthMonitorPage() {
  return <GarageModelGate>{(garage) => <ConnectGate garage={garage} />}</GarageModelGate>;
}

function ConnectGate({ garage }: { garage: MyGarage }) {
  const { settings, update } = useUserSettings();
  // Read once, as the page opens: once paired here the garage says so, and the page must
  // stay to say it too.
  const [needsConnecting] = useState(() =>
    settings ? healthMonitorStateOf(garage, settings, new Date())?.isDisconnected === true : false,
  );
  if (!settings || !needsConnecting) return <Navigate to={paths.myGarage} replace />;
  return <Pairing vehicleId={garage.vehicle.vehicleId} settings={settings} update={update} />;
}

/** The pairing steps and buttons; exported for its tests, which need no garage. */
export function Pairing({
  vehicleId,
  settings,
  update,
}: {
  vehicleId: string;
  settings: UserSettings;
  update: (changes: Partial<UserSettings>) => void;
}) {
  const navigate = useNavigate();
  // Spec part 2 section 2, part 3 section 6: the diagnostics button is for debug users.
  const mayDiagnose = hasPermissions(useSession()?.user.permissions ?? [], DEBUG_PERMISSIONS);
  const [showDiagnostics, setShowDiagnostics] = useState(false);
  const pairing = usePairing(vehicleId, settings, update);
  const { phase } = pairing;
  const paired = phase === 'paired';
  const statusLabel = paired ? HEALTH_MONITOR_DISPLAY.active : HEALTH_MONITOR_DISPLAY.notPaired;

  function leave(changes: Partial<UserSettings>) {
    update({ isPairing: false, ...changes });
    navigate(paths.myGarage);
  }

  return (
    <div className="flex flex-col gap-4">
      <section className="flex flex-col gap-3 rounded-3xl border border-border bg-surface p-5">
        <h2 className="text-xl font-bold tracking-tight">Connect your Health Monitor</h2>
        <p className="flex items-center gap-2 text-sm text-muted">
          Status <ConditionStateLabel tone={paired ? 'healthy' : 'due'} label={statusLabel} />
        </p>
        <PhaseText phase={phase} />
      </section>

      {paired ? null : <PairingSteps />}

      <div className="flex flex-col gap-2">
        {paired ? (
          <Button onClick={() => leave({})}>Done</Button>
        ) : (
          <Button
            disabled={phase !== 'ready' && phase !== 'notPaired'}
            onClick={() => void pairing.checkConnection()}
          >
            {phase === 'waiting' || phase === 'checking' ? (
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            ) : null}
            {phase === 'notPaired' ? 'Check Again' : 'Check Connection'}
          </Button>
        )}
        {paired ? null : (
          <>
            <Button
              variant="secondary"
              onClick={() =>
                leave({
                  skipHealthMonitorReminderUntil: skipReminderUntil(new Date()).toISOString(),
                })
              }
            >
              Skip
            </Button>
            <Button
              variant="secondary"
              onClick={() =>
                leave({ healthMonitorEnabledState: HealthMonitorEnabledState.NotInstalled })
              }
            >
              I don't have a Health Monitor
            </Button>
          </>
        )}
        {mayDiagnose ? (
          <Button variant="secondary" onClick={() => setShowDiagnostics(true)}>
            Diagnostics
          </Button>
        ) : null}
      </div>

      {mayDiagnose && showDiagnostics ? (
        <DiagnosticsSheet
          statusLabel={statusLabel}
          attempts={settings.numberOfPairingAttempts}
          wasPairedBefore={settings.wasHealthMonitorPaired}
          pairing={pairing.status}
          onClose={() => setShowDiagnostics(false)}
        />
      ) : null}
    </div>
  );
}

function PhaseText({ phase }: { phase: ReturnType<typeof usePairing>['phase'] }) {
  switch (phase) {
    case 'preparing':
      return (
        <p role="status" className="text-base text-muted">
          Getting ready to pair…
        </p>
      );
    case 'ready':
      return (
        <p role="status" className="text-base">
          Pairing has begun. Follow the steps below, then check the connection.
        </p>
      );
    case 'waiting':
    case 'checking':
      return (
        <p role="status" className="text-base">
          Checking the connection…
        </p>
      );
    case 'paired':
      return (
        <p role="status" className="flex items-center gap-2 text-base font-semibold text-success">
          <Glyph icon={CircleCheck} className="text-2xl" />
          Your Health Monitor is paired and reporting.
        </p>
      );
    case 'notPaired':
      return (
        <p role="alert" className="text-base font-semibold text-danger">
          {HEALTH_MONITOR_MESSAGES.notPaired}
        </p>
      );
  }
}
