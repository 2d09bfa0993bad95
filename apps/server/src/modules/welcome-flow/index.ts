// The welcome flow's public face: the wiring creates its services and registers its routes.
export { createMobileVerification, verificationCodeKey } from './mobile-verification.ts';
export { registerWelcomeFlowRoutes } from './routes.ts';
export { createWelcomeFlow } from './welcome-flow.ts';
