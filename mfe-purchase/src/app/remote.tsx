import { routesOwnedBy, type RouteName } from '@coachforge/contracts';
import { createRemote } from '@coachforge/remote-kit';
import type { ReactNode } from 'react';
import { PlaceholderPage } from '../features/placeholder-pages';
import { BillingHistoryPage, PaymentMethodsPage, PurchasesPage } from '../features/billing';
import { MyProgramsPage } from '../features/my-programs';
import { PublicPlanPage } from '../features/public-plan';
import { PurchaseFormPage } from '../features/purchase-form';

/** The screens built so far, by named route; the others keep their placeholder. */
const pages: Partial<Record<RouteName, ReactNode>> = {
  // The public page fetches the purchase step ahead when a buyer heads for it (decision 0243).
  public_plan: <PublicPlanPage loadPurchaseForm={PurchaseFormPage.preload} />,
  plan_purchase_form: <PurchaseFormPage />,
  billing_history: <BillingHistoryPage />,
  billing_purchases: <PurchasesPage />,
  billing_payment: <PaymentMethodsPage />,
  user_billing_payment_methods: <PaymentMethodsPage />,
  user_my_plans: <MyProgramsPage route="user_my_plans" />,
  user_my_past_plans: <MyProgramsPage route="user_my_past_plans" />,
  user_my_invites_plans: <MyProgramsPage route="user_my_invites_plans" />,
};

/** The remote's front door (`./app`): every named route the contracts give to 'purchase'. */
export const { bootstrap, mount, unmount, definition } = createRemote({
  name: 'purchase',
  title: 'Purchase',
  routes: routesOwnedBy('purchase').map((route) => ({
    route,
    element: pages[route] ?? <PlaceholderPage route={route} />,
  })),
});
