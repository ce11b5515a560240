import { routesOwnedBy, type RouteName } from '@coachforge/contracts';
import { createRemote } from '@coachforge/remote-kit';
import type { ReactElement } from 'react';
import { AccountSettingsPage } from '../features/account-settings';
import { AutomationsPage } from '../features/automations';
import { TagManagerPage } from '../features/analytics';
import { CoachesPage } from '../features/coaches';
import { CouponsPage } from '../features/coupons';
import {
  AppIconPage,
  AppThemePage,
  WebAddressPage,
  WebLogoPage,
  WebThemePage,
} from '../features/customisation';
import { DashboardPayoutsPage, TransactionsPage } from '../features/dashboard';
import { MyAccountsPage } from '../features/my-accounts';
import { MyProfilePage } from '../features/my-profile';
import { PayoutsPage } from '../features/payouts';
import { PlaceholderPage } from '../features/placeholder-pages';
import { BillingPage, ChoosePlanPage, SubscriptionPage } from '../features/platform-subscription';
import { ProfileInfoPage } from '../features/profile-info';
import { PublicPageEditor, StorefrontPage, storefrontRoutes } from '../features/public-page';
import { TaxPage } from '../features/tax';
import { UpgradeAccountPage } from '../features/upgrade-account';

/** The pages built so far; every other route of the remote still says plainly that it is not built yet. */
const pages: Partial<Record<RouteName, ReactElement>> = {
  coach_profile_info: <ProfileInfoPage />,
  coach_profile_settings: <AccountSettingsPage />,
  coach_profile_tax: <TaxPage />,
  coach_blocked: <UpgradeAccountPage />,
  coach_profile_analytics: <TagManagerPage />,
  coach_profile_my_accounts: <MyAccountsPage />,
  coach_profile_coaches: <CoachesPage />,
  coach_profile_coupons: <CouponsPage />,
  coach_my_profile_info: <MyProfilePage />,
  choose_your_plan: <ChoosePlanPage />,
  coach_profile_subscription: <SubscriptionPage />,
  coach_profile_billing: <BillingPage />,
  coach_profile_payment: <PayoutsPage />,
  coach_dashboard_transactions: <TransactionsPage />,
  coach_dashboard_payouts: <DashboardPayoutsPage />,
  'own-public-page-edit': <PublicPageEditor />,
  ...Object.fromEntries(
    storefrontRoutes.map((route) => [route, <StorefrontPage key={route} route={route} />]),
  ),
  'zapier-integration': <AutomationsPage />,
  'customisation-web-theme': <WebThemePage />,
  'customisation-web-logo': <WebLogoPage />,
  'customisation-web-address': <WebAddressPage />,
  'customisation-app-icon': <AppIconPage />,
  'customisation-app-theme': <AppThemePage />,
};

/** The remote's front door (`./app`): every named route the contracts give to 'coach_admin'. */
export const { bootstrap, mount, unmount, definition } = createRemote({
  name: 'coach_admin',
  title: 'Coach account',
  routes: routesOwnedBy('coach_admin').map((route) => ({
    route,
    element: pages[route] ?? <PlaceholderPage route={route} />,
  })),
});
