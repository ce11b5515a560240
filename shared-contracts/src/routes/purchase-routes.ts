import { routesOf, routeTarget } from './route-rules';

const { publicRoute, clientRoute } = routesOf('purchase');

/** The public program page, buying, and the client's programs and billing (spec 01 section 2.6, spec 02 section 2). */
export const purchaseRoutes = {
  public_plan: publicRoute('/p/:plan_id', 'Program'),
  plan_purchase_form: publicRoute('/plan/:plan_id/purchase', 'Purchase'),
  user_my_programs: clientRoute('/user/my_programs', 'My programs', {
    redirect: routeTarget('user_my_plans'),
  }),
  user_my_plans: clientRoute('/user/my_programs/active', 'My programs'),
  user_my_past_plans: clientRoute('/user/my_programs/past', 'Past programs'),
  user_my_invites_plans: clientRoute('/user/my_programs/invites', 'Program invites'),
  user_billing: clientRoute('/user/billing', 'Billing', { redirect: routeTarget('billing_purchases') }),
  billing_purchases: clientRoute('/user/billing/purchases', 'Purchases'),
  billing_payment: clientRoute('/user/billing/payment', 'Payment methods'),
  user_billing_payment_methods: clientRoute('/user/billing/payment', 'Payment methods'),
  billing_history: clientRoute('/user/billing/history', 'Billing history'),
} as const;
