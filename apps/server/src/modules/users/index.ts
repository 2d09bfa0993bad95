// The users module's public face: the repository and service the wiring creates, and the
// service type the auth module is given.
export { createUserRepository } from './user-repository.ts';
export { createUserService, type UserService } from './user-service.ts';
