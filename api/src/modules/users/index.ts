export { assertAccountOwner } from './account-owner';
export { registerUsersModule } from './users-module';
export {
  createUserService,
  type UnreadChatPort,
  type UnreadNotificationsPort,
  type UserService,
} from './user-service';
export { userRepository, type UserRow } from './user-repository';
export { avatarUrl, presentSubscription } from './user-presenter';
