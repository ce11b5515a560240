export { registerPlatformSubscriptionModule } from './platform-subscription-module';
