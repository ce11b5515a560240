export { assertAccountOwner } from './account-owner';
export { registerUsersModule } from './users-module';
export { createUserService, type UserService } from './user-service';
export { userRepository, type UserRow } from './user-repository';
export { presentSubscription } from './user-presenter';
