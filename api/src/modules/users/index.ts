export { registerUserRoutes } from './user-routes';
export { registerUserAccountRoutes } from './user-account-routes';
export { createUserService, type UserService } from './user-service';
export { createUserAccountService, type UserAccountService } from './user-account-service';
export { userRepository, type UserRow } from './user-repository';
export { registerAvatarRoutes } from './avatar-routes';
