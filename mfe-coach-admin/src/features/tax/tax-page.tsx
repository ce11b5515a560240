import { endpoints, messages } from '@coachforge/contracts';
import { useMe, usePlatform } from '@coachforge/remote-kit';
import { Card, Notice, Switch } from '@coachforge/ui';
import { useState } from 'react';
import { AccountProfileTabs } from '../../components/account-profile-tabs';
import { apiErrorText } from '../../components/api-errors';

const m = messages.coachAdmin.tax;

/**
 * coach_profile_tax: tax collection on the account's sales, which only its owner switches (users/tax/on
 * and users/tax/off). On before the payment account can take payments, it waits in progress.
 */
export function TaxPage() {
  const platform = usePlatform();
  const me = useMe();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = me?.current;
  if (!current) return null;
  const owner = current.is_account_owner;
  const on = current.tax_state !== 'normal';
  const change = async (selected: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await platform.api.request(selected ? endpoints.taxOn : endpoints.taxOff, { quiet: true });
      await platform.session.reload();
      platform.toast.show({ type: 'info', text: selected ? m.turnedOn : m.turnedOff });
    } catch (failure) {
      setError(apiErrorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <AccountProfileTabs route="coach_profile_tax">
      <Card title="Tax">
        <p>{m.intro}</p>
        <Switch
          isSelected={on}
          onChange={(selected) => void change(selected)}
          isDisabled={!owner || busy}
          testId="tax-switch"
        >
          {m.switchLabel}
        </Switch>
        <p role="status" data-testid="tax-state" data-state={current.tax_state}>
          {m.states[current.tax_state]}
        </p>
        {owner ? null : <Notice tone="info">{m.ownerOnly(current.brand_owner_full_name ?? '')}</Notice>}
        {error ? <p role="alert">{error}</p> : null}
      </Card>
    </AccountProfileTabs>
  );
}
