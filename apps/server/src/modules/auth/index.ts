// The auth module's public face: what the wiring (modules/index.ts) creates and registers, and
// the launch signature the demo module signs its links with.
export { createAccessTokens } from './access-tokens.ts';
export { createLaunchRepository } from './launch/launch-repository.ts';
export { createLaunchService, INVALID_WELCOME_LINK } from './launch/launch-service.ts';
export { signLaunch } from './launch/launch-signature.ts';
export { createLoginService } from './login/login-service.ts';
export { type AuthServices, registerAuthRoutes } from './routes.ts';
export { createSessionService } from './sessions/session-service.ts';
