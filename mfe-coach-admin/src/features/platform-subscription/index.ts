export { ChoosePlanPage } from './choose-plan-page';
export { SubscriptionPage } from './subscription-page';
export { BillingPage } from './billing-page';
