import {
  claimWelcomeFlowVehicle,
  completeWelcomeFlow,
  sendMobileVerificationCode,
  setWelcomeFlowAppConfiguration,
  submitWelcomeFlowOriginatorCode,
  verifyMobileVerificationCode,
  welcomeFlowData,
  welcomeFlowVehicleDetails,
} from '@ignite/domain/contract/welcome-flow';
import { appConfiguration } from '@ignite/domain/contract/platform';
import type { WelcomeFlowVehicle } from '@ignite/domain/welcome-flow/welcome-flow-api';
import { useApiMutation } from '@/shared/api/use-api-mutation.ts';
import { useApiRead } from '@/shared/api/use-api-read.ts';

/**
 * The welcome flow's calls, made under the consumer's own session. Each step decides the next
 * from its answer, so the reads are asked when the step comes (afresh each time) and every call
 * answers its result. A write names the flow data it changes; completing the flow changes who
 * the user is, so the flow itself renews the session and invalidates everything after it.
 */
export function useWelcomeFlowCalls(consumerId: string) {
  const flowData = useApiRead(welcomeFlowData);
  const configuration = useApiRead(appConfiguration);
  const vehicleDetails = useApiRead(welcomeFlowVehicleDetails);
  const claim = useApiMutation(claimWelcomeFlowVehicle, { invalidates: [welcomeFlowData] });
  const submitCode = useApiMutation(submitWelcomeFlowOriginatorCode, { invalidates: [] });
  const setApp = useApiMutation(setWelcomeFlowAppConfiguration, {
    invalidates: [welcomeFlowData],
  });
  const sendCode = useApiMutation(sendMobileVerificationCode, { invalidates: [] });
  const verifyCode = useApiMutation(verifyMobileVerificationCode, {
    invalidates: [welcomeFlowData],
  });
  const complete = useApiMutation(completeWelcomeFlow, { invalidates: [] });

  return {
    /** The app's configuration: its theme and switches. */
    appConfiguration: () => configuration.run({}),

    /** What the flow starts from: the active car, or the car given once one is claimed. */
    flowData: (vehicleId?: string) =>
      flowData.run({ query: vehicleId === undefined ? { consumerId } : { consumerId, vehicleId } }),

    /** The car found by rego and state. */
    vehicleDetails: (search: { rego: string; regoState: string }) =>
      vehicleDetails.run({ query: { consumerId, ...search } }),

    claim: (vehicle: WelcomeFlowVehicle, odometer: number) =>
      claim.run({
        body: {
          consumerId,
          vehicleId: vehicle.vehicleId,
          rego: vehicle.rego ?? '',
          regoState: vehicle.regoState ?? '',
          odometer,
        },
      }),

    /** The dealership app a reward code belongs to. */
    submitCode: (code: string) => submitCode.run({ body: { appOriginatorCode: code } }),

    setApp: (vehicleId: string, appConfigurationId: string) =>
      setApp.run({ body: { vehicleId, appConfigurationId } }),

    sendCode: (mobileNumber: string) => sendCode.run({ body: { consumerId, mobileNumber } }),

    verifyCode: (vehicleId: string, code: string) =>
      verifyCode.run({ body: { consumerId, vehicleId, code } }),

    complete: (vehicleId: string) => complete.run({ body: { consumerId, vehicleId } }),
  };
}
