import {
  endpoints,
  messages,
  routePath,
  type AccountListEntry,
  type PlatformApi,
} from '@coachforge/contracts';
import { Button, Dialog } from '@coachforge/ui';
import { useEffect, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import styled from 'styled-components';
import { UnreadDot } from './unread-dot';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const AccountButton = styled.button`
  width: 100%;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    cursor: default;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

const kindLabel: Record<AccountListEntry['account_kind'], string> = {
  private: 'Personal',
  brand: 'Brand',
  gym: 'Gym',
  team: 'Team',
};

/**
 * The switch account modal (spec 03 section 2.3): the identity's accounts with their unread flags,
 * Create brand and Cancel. Choosing another account switches and reloads into it.
 */
export function SwitchAccountModal({
  api,
  open,
  onClose,
  onSwitch,
}: {
  api: PlatformApi;
  open: boolean;
  onClose: () => void;
  onSwitch: (id: number) => Promise<void>;
}) {
  const [accounts, setAccounts] = useState<AccountListEntry[] | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setAccounts(null);
    const controller = new AbortController();
    api
      .request(endpoints.accounts, { signal: controller.signal })
      .then(setAccounts)
      .catch(() => undefined);
    return () => controller.abort();
  }, [open, api]);

  const choose = async (account: AccountListEntry) => {
    if (account.current_account) return onClose();
    setBusy(true);
    try {
      await onSwitch(account.id);
    } catch {
      setBusy(false);
    }
  };

  return (
    <Dialog
      isOpen={open}
      onClose={onClose}
      title={messages.accounts.switchTitle}
      testId="switch-account-modal"
      actions={
        <>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              onClose();
              navigateToUrl(routePath('create-account', { type: 'brand' }));
            }}
          >
            {messages.accounts.createBrand}
          </Button>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {messages.accounts.cancel}
          </Button>
        </>
      }
    >
      {accounts === null ? (
        <p role="status">{messages.shell.loading}</p>
      ) : (
        <List>
          {accounts.map((account) => (
            <li key={account.id}>
              <AccountButton
                type="button"
                aria-current={account.current_account}
                disabled={busy || account.invite_status === 'invited'}
                onClick={() => void choose(account)}
                data-testid={`switch-account-${account.id}`}
              >
                <span style={{ flex: 1 }}>
                  {account.full_name}
                  <small>
                    {kindLabel[account.account_kind]}
                    {account.current_account ? ` · ${messages.accounts.current}` : ''}
                    {account.invite_status === 'invited' ? ` · ${messages.accounts.invited}` : ''}
                  </small>
                </span>
                {account.has_new_notifications && (
                  <UnreadDot
                    title={messages.accounts.newNotifications}
                    aria-label={messages.accounts.newNotifications}
                  />
                )}
                {account.has_unread_chat_messages && (
                  <UnreadDot
                    title={messages.accounts.unreadMessages}
                    aria-label={messages.accounts.unreadMessages}
                  />
                )}
              </AccountButton>
            </li>
          ))}
        </List>
      )}
    </Dialog>
  );
}
