// The welcome flow's routes; every call under the consumer's own session.
import type { FastifyInstance } from 'fastify';
import {
  sendMobileVerificationCode,
  updateMobilePhoneNumber,
  verifyMobilePhoneNumber,
  verifyMobileVerificationCode,
} from '@ignite/domain/contract/welcome-flow';
import { registerEndpoint } from '../../core/endpoint-route.ts';
import type { MobileVerification } from './mobile-verification.ts';

export function registerWelcomeFlowRoutes(
  app: FastifyInstance,
  { mobile }: { mobile: MobileVerification },
) {
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
