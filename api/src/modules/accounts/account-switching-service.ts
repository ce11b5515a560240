import { messages, type AccountListEntry } from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import { httpError } from '../../http/http-error';
import type { AuthenticatedIdentity } from '../../http/endpoint-route';
import type { Realtime } from '../realtime';
import type { IssuedTokens, SessionService } from '../sessions';
import {
  presentSubscription,
  userRepository,
  type UnreadChatPort,
  type UnreadNotificationsPort,
} from '../users';
import { accountRepository } from './account-repository';

/**
 * The accounts one person can act as (their private account and the brand, gym and team accounts they
 * belong to), the current one's subscription, and moving between them with fresh tokens.
 */
export function createAccountSwitchingService(
  { db, clock }: ApiContext,
  deps: {
    sessions: SessionService;
    realtime: Realtime;
    unread: UnreadNotificationsPort;
    unreadChat: UnreadChatPort;
  },
) {
  return {
    /** GET accounts: one identity's private account and its business memberships. */
    async list({ userId, accountId }: AuthenticatedIdentity): Promise<AccountListEntry[]> {
      const user = await userRepository.findById(db, userId);
      if (!user) throw httpError(401, messages.auth.sessionExpired);
      const rows = await accountRepository.listForUser(db, userId);
      const subscriptions = await userRepository.findPlatformSubscriptions(
        db,
        rows.map((row) => row.id),
      );
      const subscriptionOf = (accountId: number) => subscriptions.get(accountId) ?? null;
      // Only an account the identity has joined has a feed of theirs; an open invitation has none yet.
      const joined = rows.filter((row) => row.invite_status !== 'invited').map((row) => row.id);
      const notified = await deps.unread.unreadAccounts(
        userId,
        joined.map((id) => ({ accountId: id, subscription: subscriptionOf(id) })),
      );
      const chatted = await deps.unreadChat.unreadAccounts(userId, joined);
      const now = clock.now();
      return rows.map((row) => ({
        id: row.id,
        account_kind: row.kind,
        full_name: row.kind === 'private' ? `${user.first_name} ${user.last_name}` : row.full_name,
        title: row.title,
        avatar_url: null,
        current_account: row.id === accountId,
        invite_status: row.invite_status,
        has_new_notifications: notified.has(row.id),
        has_unread_chat_messages: chatted.has(row.id),
        subscriptions: presentSubscription(subscriptionOf(row.id), now),
      }));
    },

    /** PUT accounts/switch: only to an account the identity is an accepted member of. */
    async switchTo(identity: AuthenticatedIdentity, targetId: number): Promise<IssuedTokens> {
      const account = await userRepository.findMembershipAccount(db, identity.userId, targetId);
      // 404, not 403: whether an account someone else belongs to exists is not this person's business.
      if (!account) throw httpError(404, messages.accounts.notAMember);
      const tokens = await deps.sessions.switchAccount(identity.tokenId, account.id);
      await deps.realtime.toIdentity('SystemNotificationChannel', identity.userId, {
        type: 'switched',
        data: { account_id: account.id },
      });
      return tokens;
    },
  };
}

export type AccountSwitchingService = ReturnType<typeof createAccountSwitchingService>;
