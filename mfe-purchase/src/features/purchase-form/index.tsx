import { lazyPage } from '@coachforge/ui';

/**
 * The checkout — Stripe Elements (or the simulated Stripe.js), the wallet button, the billing address and
 * coupon — is fetched when a buyer opens the purchase step, never with the public program page
 * (decision 0243). `PurchaseFormPage.preload()` fetches it ahead, when the buyer points at Purchase.
 */
export const PurchaseFormPage = lazyPage(
  async () => (await import(/* webpackChunkName: "purchase-form" */ './purchase-form-page')).PurchaseFormPage,
);
