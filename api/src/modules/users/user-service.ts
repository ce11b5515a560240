import { COACH_TRIAL_DAYS, messages, type Me, type SignUpRequest } from '@coachforge/contracts';
import { daysAfter } from '../../clock';
import type { ApiContext } from '../../context';
import { httpError } from '../../http/http-error';
import { findTheme } from '../themes';
import { hashPassword, verifyPassword } from './passwords';
import { paymentProviderRepository } from '../payment-provider';
import { presentCurrentUser, presentPrivateUser } from './user-presenter';
import { userRepository, type UserRow } from './user-repository';

/** The feed's answer to "anything unread?", handed in by app wiring (the users module never reads the feed). */
export interface UnreadNotificationsPort {
  hasUnread(accountId: number, userId: number): Promise<boolean>;
}

/** The chat's answer to "any unread message?", handed in by app wiring likewise. */
export interface UnreadChatPort {
  hasUnreadMessages(viewer: { userId: number; accountId: number }): Promise<boolean>;
}

export function createUserService(
  { db, clock }: ApiContext,
  {
    unread,
    unreadChat,
    activeClientsOf,
  }: {
    unread: UnreadNotificationsPort;
    unreadChat: UnreadChatPort;
    /** The clients the account's platform plan counts (the programs module's rule, handed in by app wiring). */
    activeClientsOf: (db: ApiContext['db'], accountId: number) => Promise<number>;
  },
) {
  return {
    /** Creates the identity, its private account and, for a coach, the platform trial. */
    async signUp(request: SignUpRequest): Promise<UserRow> {
      const passwordHash = await hashPassword(request.password);
      const userId = await db.transaction(async (tx) => {
        const id = await userRepository.insert(tx, {
          email: request.email,
          passwordHash,
          role: request.role,
          firstName: request.first_name,
          lastName: request.last_name,
        });
        if (id === null) return null;
        await userRepository.insertPrivateAccount(tx, id, `${request.first_name} ${request.last_name}`);
        if (request.role === 'coach') {
          await userRepository.insertTrialSubscription(tx, id, daysAfter(clock.now(), COACH_TRIAL_DAYS));
          // Set and not yet 'questions': the coach still has the profile set-up and questions ahead.
          await tx.query(`UPDATE users SET registration_step = 'profile' WHERE id = $1`, [id]);
        }
        return id;
      });
      if (userId === null) {
        throw httpError(422, messages.auth.emailTaken, { email: [messages.auth.emailTaken] });
      }
      return (await userRepository.findById(db, userId))!;
    },

    /** The user whose email and password these are, or a 401 that does not say which was wrong. */
    async verifyCredentials(email: string, password: string): Promise<UserRow> {
      const user = await userRepository.findByEmail(db, email);
      const valid = await verifyPassword(user?.password_hash ?? null, password);
      if (!user || !valid) throw httpError(401, messages.auth.invalidCredentials);
      return user;
    },

    async me(userId: number, accountId: number): Promise<Me> {
      const user = await userRepository.findById(db, userId);
      const account = await userRepository.findMembershipAccount(db, userId, accountId);
      if (!user || !account) throw httpError(401, messages.auth.sessionExpired);
      const subscription = await userRepository.findPlatformSubscription(db, account.id);
      const current = presentCurrentUser(
        user,
        account,
        subscription,
        clock.now(),
        await paymentProviderRepository.find(db, account.id),
        await unread.hasUnread(account.id, userId),
      );
      if (current.subscription) {
        const clients = await activeClientsOf(db, account.id);
        current.subscription = {
          ...current.subscription,
          active_clients: clients,
          active_sub_clients: clients,
        };
      }
      return {
        current: {
          ...current,
          has_unread_chat_messages: await unreadChat.hasUnreadMessages({ userId, accountId: account.id }),
        },
        private: presentPrivateUser(user),
        theme: await findTheme(db, account.id),
      };
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
