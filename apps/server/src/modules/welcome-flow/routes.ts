// The welcome flow's routes; every call under the consumer's own session.
import type { FastifyInstance } from 'fastify';
import {
  claimWelcomeFlowVehicle,
  completeWelcomeFlow,
  profileCompleteWelcomeFlow,
  sendMobileVerificationCode,
  setWelcomeFlowAppConfiguration,
  submitWelcomeFlowOriginatorCode,
  updateWelcomeFlowConsumer,
  welcomeFlowConsumerDetails,
  welcomeFlowData,
  welcomeFlowVehicleDetails,
  updateMobilePhoneNumber,
  verifyMobilePhoneNumber,
  verifyMobileVerificationCode,
} from '@ignite/domain/contract/welcome-flow';
import { registerEndpoint } from '../../core/endpoint-route.ts';
import type { HomeDealership } from '../care-plan/index.ts';
import type { MobileVerification } from './mobile-verification.ts';
import type { WelcomeFlow } from './welcome-flow.ts';

export function registerWelcomeFlowRoutes(
  app: FastifyInstance,
  {
    mobile,
    flow,
    dealership,
  }: { mobile: MobileVerification; flow: WelcomeFlow; dealership: HomeDealership },
) {
  // Choosing the dealership is the home-dealership change of the care plan (same codes, same
  // limits, same grant), offered here while the car has none.
  registerEndpoint(app, submitWelcomeFlowOriginatorCode, async ({ body, user, request }) =>
    dealership.appByOriginatorCode(user.userId, request.ip, body.appOriginatorCode),
  );
  registerEndpoint(app, setWelcomeFlowAppConfiguration, async ({ body, user }) =>
    dealership.changeApp(user.userId, body.vehicleId, body.appConfigurationId),
  );
  registerEndpoint(app, welcomeFlowData, async ({ query, user }) => flow.data(user, query));
  registerEndpoint(app, welcomeFlowVehicleDetails, async ({ query, user }) =>
    flow.lookup(user, query),
  );
  registerEndpoint(app, welcomeFlowConsumerDetails, async ({ query, user }) =>
    flow.consumer(user, query),
  );
  registerEndpoint(app, updateWelcomeFlowConsumer, async ({ body, user }) =>
    flow.updateConsumer(user, body),
  );
  registerEndpoint(app, claimWelcomeFlowVehicle, async ({ body, user }) => flow.claim(user, body));
  registerEndpoint(app, completeWelcomeFlow, async ({ body, user }) => flow.complete(user, body));
  registerEndpoint(app, profileCompleteWelcomeFlow, async ({ body, user }) =>
    flow.complete(user, body),
  );
  registerEndpoint(app, sendMobileVerificationCode, async ({ body, user }) =>
    mobile.send(user, body),
  );
  registerEndpoint(app, verifyMobileVerificationCode, async ({ body, user }) =>
    mobile.verifyCode(user, body),
  );
  registerEndpoint(app, updateMobilePhoneNumber, async ({ body, user }) =>
    mobile.updateNumber(user, body),
  );
  registerEndpoint(app, verifyMobilePhoneNumber, async ({ body, user }) =>
    mobile.verifyNumber(user, body),
  );
}
