// The pairing workflow's timing and state (spec part 2 sections 4 and 9): pairing begins 3 s
// after the page opens (the attempt is counted, and the server notes the moment); Check
// Connection waits 1 s, shows checking for at least 4 s, and asks the server whether the
// device has reported since pairing began.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  healthMonitorPairing,
  startHealthMonitorPairing,
} from '@ignite/domain/contract/health-monitor';
import { myGarage } from '@ignite/domain/contract/garage';
import {
  CHECK_CONNECTION_MIN_MS,
  CHECK_CONNECTION_WAIT_MS,
  PAIRING_START_DELAY_MS,
} from '@ignite/domain/health-monitor/health-monitor-status';
import type { PairingStatus } from '@ignite/domain/health-monitor/health-monitor-api';
import { endpointKey } from '@/shared/api/endpoint-query.ts';
import { useApiMutation } from '@/shared/api/use-api-mutation.ts';
import { useApiRead } from '@/shared/api/use-api-read.ts';
import type { UserSettings } from '@/shared/settings/user-settings.ts';

export type PairingPhase = 'preparing' | 'ready' | 'waiting' | 'checking' | 'paired' | 'notPaired';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function usePairing(
  vehicleId: string,
  settings: UserSettings,
  update: (changes: Partial<UserSettings>) => void,
) {
  const [phase, setPhase] = useState<PairingPhase>('preparing');
  const [status, setStatus] = useState<PairingStatus | null>(null);
  const [hasCheckedAgain, setHasCheckedAgain] = useState(false);
  const start = useApiMutation(startHealthMonitorPairing, { invalidates: [] });
  const pairing = useApiRead(healthMonitorPairing);
  // The latest settings and writer for the timers below, which outlive a render.
  const latest = useRef({ settings, update, start });
  useLayoutEffect(() => {
    latest.current = { settings, update, start };
  });
  const checking = useRef(false);

  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      void (async () => {
        const { settings: now, update: write, start: begin } = latest.current;
        write({ isPairing: true, numberOfPairingAttempts: now.numberOfPairingAttempts + 1 });
        const result = await begin.run({ body: { vehicleId } });
        if (cancelled) return;
        if (result.success) setStatus(result.data);
        setPhase('ready');
      })();
    }, PAIRING_START_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [vehicleId]);

  const queryClient = useQueryClient();

  async function checkConnection() {
    // A double tap, or Check Again while a check runs, starts nothing new.
    if (checking.current) return;
    checking.current = true;
    try {
      setPhase('waiting');
      await sleep(CHECK_CONNECTION_WAIT_MS);
      setPhase('checking');
      const [result] = await Promise.all([
        pairing.run({ query: { vehicleId } }),
        sleep(CHECK_CONNECTION_MIN_MS),
      ]);
      setHasCheckedAgain(true);
      if (result.success) setStatus(result.data);
      if (result.success && result.data.isPaired) {
        latest.current.update({ isPairing: false, wasHealthMonitorPaired: true });
        // The garage reads the device as paired from now on.
        await queryClient.invalidateQueries({ queryKey: endpointKey(myGarage) });
        setPhase('paired');
      } else {
        setPhase('notPaired');
      }
    } finally {
      checking.current = false;
    }
  }

  return { phase, status, hasCheckedAgain, checkConnection };
}
