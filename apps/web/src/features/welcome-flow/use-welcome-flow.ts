// The welcome flow's steps (spec part 2 sections 4 and 8): start from the flow data, find the
// car, confirm its odometer (the claim), verify the mobile, then complete. Back goes from the
// mobile to the odometer (the claim may be made again until the flow is finished). A customer
// who came by their dealership's link starts at the odometer with the car staff set up, and
// their mobile is already verified by the link. The loading panel shows for at least its
// minimum time at each wait, so a fast answer does not flash past.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  WELCOME_FLOW_MINIMUM_MS as MINIMUM,
  type WelcomeFlowError,
  type WelcomeFlowVehicle,
} from '@ignite/domain/welcome-flow/welcome-flow-api';
import { adoptAppConfiguration } from '@/shared/logout/adopt-app-configuration.ts';
import { logout } from '@/shared/logout/logout.ts';
import { paths } from '@/shared/routes.ts';
import { reauthenticate } from '@/shared/logout/reauthenticate.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { writeUserSettings } from '@/shared/settings/user-settings.ts';
import { useWelcomeFlowCalls } from './api/use-welcome-flow-calls.ts';
import { arrivedByLink } from './arrival.ts';

export type Step =
  | { panel: 'loading'; messages: readonly string[] }
  | { panel: 'find' }
  /** foundByDealer: the car came with the dealership's link, not from a search. */
  | { panel: 'confirm'; vehicle: WelcomeFlowVehicle; foundByDealer: boolean }
  | { panel: 'chooseApp'; vehicle: WelcomeFlowVehicle }
  | { panel: 'mobile'; vehicle: WelcomeFlowVehicle; mobileNumber: string | null }
  | { panel: 'error'; error: WelcomeFlowError };

const LOADING = {
  initial: ['Loading…'],
  finding: ['Finding your car…', 'Checking with your dealership…'],
  saving: ['Saving…'],
  gettingReady: ['Getting your car ready…', 'Setting up your garage…', 'Almost there…'],
} as const;

/** The answer, once `ms` have passed too. */
async function atLeast<T>(ms: number, work: Promise<T>): Promise<T> {
  const [answer] = await Promise.all([work, new Promise((resolve) => setTimeout(resolve, ms))]);
  return answer;
}

export function useWelcomeFlow() {
  const navigate = useNavigate();
  const byLink = arrivedByLink(useLocation().state);
  const queryClient = useQueryClient();
  const user = useSession()?.user ?? null;
  const consumerId = user?.organisationConsumerId ?? '';
  const calls = useWelcomeFlowCalls(consumerId);
  const [step, setStep] = useState<Step>({ panel: 'loading', messages: LOADING.initial });
  const completionAttempted = useRef(false);

  async function complete(vehicle: WelcomeFlowVehicle) {
    setStep({ panel: 'loading', messages: LOADING.gettingReady });
    const alreadyTried = completionAttempted.current;
    completionAttempted.current = true;
    const result = await atLeast(MINIMUM.gettingReady, calls.complete(vehicle.vehicleId));
    if (result.status !== 200) {
      // Any other status reloads the flow data; a failure after a retry is the error panel.
      if (alreadyTried) setStep({ panel: 'error', error: 'completionFailed' });
      else void start();
      return;
    }
    // Spec part 2 section 4, on success: the pairing state reset, the session renewed (the
    // car no longer needs the flow), the garage reloaded, and the route replaced.
    writeUserSettings(vehicle.appVehicleId, { isPairing: false, numberOfPairingAttempts: 0 });
    await reauthenticate();
    await queryClient.invalidateQueries();
    navigate(paths.myGarage, { replace: true });
  }

  async function afterClaim(vehicle: WelcomeFlowVehicle) {
    const data = await calls.flowData(vehicle.vehicleId);
    const consumer = data.success ? data.data.consumer : null;
    if (!vehicle.isEligibleToCompleteWelcomeFlow) {
      setStep({ panel: 'error', error: 'notEligible' });
    } else if (consumer && !consumer.mobileVerified) {
      setStep({ panel: 'mobile', vehicle, mobileNumber: consumer.mobileNumber });
    } else {
      await complete(vehicle);
    }
  }

  async function start() {
    setStep({ panel: 'loading', messages: LOADING.initial });
    // The page stands outside the shell, which is what loads the app's theme: load it here, so
    // a new owner of a light-themed dealership does not start in the default dark one.
    void calls.appConfiguration().then((configuration) => {
      if (configuration.success && !adoptAppConfiguration(configuration.data)) logout();
    });
    const data = await atLeast(MINIMUM.initial, calls.flowData());
    if (!data.success) {
      setStep({ panel: 'find' });
      return;
    }
    const { vehicle, isCompleted } = data.data;
    if (isCompleted) navigate(paths.myGarage, { replace: true });
    else if (completionAttempted.current) setStep({ panel: 'error', error: 'completionFailed' });
    // A car already claimed and eligible completes at once (spec part 2 section 4).
    else if (vehicle?.isClaimed && vehicle.isEligibleToCompleteWelcomeFlow)
      await afterClaim(vehicle);
    // Staff found the car and texted its link: no search, straight to its odometer.
    else if (byLink && vehicle) setStep({ panel: 'confirm', vehicle, foundByDealer: true });
    else setStep({ panel: 'find' });
  }

  // Once, as the page opens: the flow data decides the first panel. The effect calls the
  // latest `start` through a ref, so it runs once per consumer rather than on every render.
  const startRef = useRef(start);
  useLayoutEffect(() => {
    startRef.current = start;
  });
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !consumerId) return;
    started.current = true;
    void startRef.current();
  }, [consumerId]);

  return {
    step,
    hasSession: user !== null,
    /** The dealership the car is from, as the session names it. */
    dealershipName: user?.organisationName ?? null,

    async find(search: { rego: string; regoState: string }) {
      setStep({ panel: 'loading', messages: LOADING.finding });
      const result = await atLeast(MINIMUM.finding, calls.vehicleDetails(search));
      if (result.success) {
        setStep({ panel: 'confirm', vehicle: result.data, foundByDealer: false });
      } else if (result.status === 404) setStep({ panel: 'error', error: 'notFound' });
      else setStep({ panel: 'find' });
      return result;
    },

    async confirm(vehicle: WelcomeFlowVehicle, odometer: number) {
      setStep({ panel: 'loading', messages: LOADING.saving });
      const result = await atLeast(MINIMUM.saving, calls.claim(vehicle, odometer));
      // A failed claim goes back to finding the car (spec part 2 section 8).
      const claimed = { ...vehicle, isClaimed: true, odometer };
      if (!result.success) setStep({ panel: 'find' });
      else if (result.data.consumerNeedsToSelectApp) {
        setStep({ panel: 'chooseApp', vehicle: claimed });
      } else await afterClaim(claimed);
      return result;
    },

    async submitCode(code: string) {
      const answer = await calls.submitCode(code);
      return { answer, found: answer.success ? answer.data : null };
    },

    /** The app chosen; the car's facts (its plan among them) are read afresh after it. */
    async chooseApp(vehicle: WelcomeFlowVehicle, appConfigurationId: string) {
      const set = await calls.setApp(vehicle.vehicleId, appConfigurationId);
      if (!set.success) return;
      const data = await calls.flowData(vehicle.vehicleId);
      await afterClaim(data.success && data.data.vehicle ? data.data.vehicle : vehicle);
    },

    sendCode(mobileNumber: string) {
      return calls.sendCode(mobileNumber);
    },

    async verifyCode(vehicle: WelcomeFlowVehicle, code: string) {
      const result = await calls.verifyCode(vehicle.vehicleId, code);
      if (result.success) await complete(vehicle);
      return result;
    },

    /** Back from the mobile to the odometer, to correct it; the car is claimed again. */
    backToOdometer(vehicle: WelcomeFlowVehicle) {
      setStep({ panel: 'confirm', vehicle, foundByDealer: byLink });
    },

    /** Try again: completion again if it was attempted, else back to the search. */
    tryAgain() {
      if (completionAttempted.current) void start();
      else setStep({ panel: 'find' });
    },

    reset() {
      setStep({ panel: 'find' });
    },
  };
}
