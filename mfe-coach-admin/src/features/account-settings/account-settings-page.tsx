import { AccountProfileTabs } from '../../components/account-profile-tabs';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountSection } from './delete-account-section';

/** coach_profile_settings: the signed-in person's password and the deletion of their account. */
export function AccountSettingsPage() {
  return (
    <AccountProfileTabs route="coach_profile_settings">
      <ChangePasswordForm />
      <DeleteAccountSection />
    </AccountProfileTabs>
  );
}
