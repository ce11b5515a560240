import { messages, routePath, type AccountListEntry } from '@coachforge/contracts';
import { useNavigateTo, usePlatform } from '@coachforge/remote-kit';
import { Avatar, Button, Card, EmptyState, Page, StatusBadge } from '@coachforge/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { apiErrorText } from '../../components/api-errors';
import { QueryState } from '../../components/query-state';
import { useAccounts } from './use-accounts';

const kindLabel: Record<AccountListEntry['account_kind'], string> = {
  private: 'Personal',
  brand: 'Brand',
  gym: 'Gym',
  team: 'Team',
};

const AccountList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const AccountRow = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  span {
    flex: 1;
  }
  small {
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

/**
 * coach_profile_my_accounts: every account of the identity, the one in use marked, each with Switch; and
 * the way to create a business account. Former members land here (418) and switch to what they still have.
 */
export function MyAccountsPage() {
  const platform = usePlatform();
  const navigateTo = useNavigateTo();
  const accounts = useAccounts();
  const [switching, setSwitching] = useState<number | null>(null);

  const switchTo = async (account: AccountListEntry) => {
    setSwitching(account.id);
    try {
      await platform.session.switchAccount(account.id, routePath('my_plans_active'));
    } catch (error) {
      platform.toast.show({ type: 'error', text: apiErrorText(error) });
      setSwitching(null);
    }
  };

  return (
    <Page data-testid="coach_admin-page" data-route="coach_profile_my_accounts">
      <h1>My accounts</h1>
      <Card
        title="Your accounts"
        aside={
          <Button
            type="button"
            $variant="secondary"
            $size="small"
            onClick={() => navigateTo('create-account')}
          >
            Create a business account
          </Button>
        }
      >
        <QueryState query={accounts}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState title={messages.ui.nothingHere} />
            ) : (
              <AccountList aria-label="Your accounts">
                {list.map((account) => (
                  <AccountRow
                    key={account.id}
                    data-testid={`account-${account.id}`}
                    aria-current={account.current_account || undefined}
                  >
                    <Avatar name={account.full_name} src={account.avatar_url} size={40} decorative />
                    <span>
                      <strong>{account.full_name}</strong> <small>{kindLabel[account.account_kind]}</small>
                      {account.has_new_notifications || account.has_unread_chat_messages ? (
                        <small> · New activity</small>
                      ) : null}
                    </span>
                    {account.current_account ? (
                      <StatusBadge tone="success">In use</StatusBadge>
                    ) : (
                      <Button
                        type="button"
                        $size="small"
                        disabled={switching !== null}
                        onClick={() => void switchTo(account)}
                        aria-label={`Switch to ${account.full_name}`}
                      >
                        {switching === account.id ? 'Switching…' : 'Switch'}
                      </Button>
                    )}
                  </AccountRow>
                ))}
              </AccountList>
            )
          }
        </QueryState>
      </Card>
    </Page>
  );
}
