// The welcome flow's routes; every call under the consumer's own session.
import type { FastifyInstance } from 'fastify';
import {
  claimWelcomeFlowVehicle,
  completeWelcomeFlow,
  profileCompleteWelcomeFlow,
  sendMobileVerificationCode,
  updateWelcomeFlowConsumer,
  welcomeFlowConsumerDetails,
  welcomeFlowData,
  welcomeFlowVehicleDetails,
  updateMobilePhoneNumber,
  verifyMobilePhoneNumber,
  verifyMobileVerificationCode,
} from '@ignite/domain/contract/welcome-flow';
import { registerEndpoint } from '../../core/endpoint-route.ts';
import type { MobileVerification } from './mobile-verification.ts';
import type { WelcomeFlow } from './welcome-flow.ts';

export function registerWelcomeFlowRoutes(
  app: FastifyInstance,
  { mobile, flow }: { mobile: MobileVerification; flow: WelcomeFlow },
) {
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
