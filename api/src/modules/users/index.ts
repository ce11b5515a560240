export { registerUserRoutes } from './user-routes';
export { registerAccountRoutes } from './account-routes';
export { createUserService, type UserService } from './user-service';
export { createAccountService, type AccountService } from './account-service';
export { userRepository, type UserRow } from './user-repository';
export { registerAvatarRoutes } from './avatar-routes';
