export { registerUserRoutes } from './user-routes';
export { createUserService, type UserService } from './user-service';
