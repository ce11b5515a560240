export { assertAccountOwner } from './account-owner';
export { registerUsersModule } from './users-module';
export {
  createUserService,
  type AccountWithSubscription,
  type UnreadChatPort,
  type UnreadNotificationsPort,
  type UserService,
} from './user-service';
export { userRepository, type PlatformSubscriptionRow, type UserRow } from './user-repository';
export { readCountedSubscription, type ActiveClientsOf } from './counted-subscription';
export { avatarUrl, presentSubscription } from './user-presenter';
export { checkLandingPageId, type LandingPageContent, type LandingPagePort } from './landing-page';
export { taxStateRepository } from './tax-state';
