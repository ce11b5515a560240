import { COACH_TRIAL_DAYS, messages, type Me, type SignUpRequest } from '@coachforge/contracts';
import { daysAfter } from '../../clock';
import type { ApiContext } from '../../context';
import { httpError } from '../../http/http-error';
import { completedChecklistSteps } from '../checklist';
import { createMediaRepository } from '../media';
import { findTheme, themeOfHost } from '../themes';
import type { LandingPagePort } from './landing-page';
import { hashPassword, verifyPassword } from './passwords';
import { paymentProviderRepository } from '../payment-provider';
import { presentCurrentUser, presentPrivateUser } from './user-presenter';
import type { ActiveClientsOf } from './counted-subscription';
import { userRepository, type PlatformSubscriptionRow, type UserRow } from './user-repository';

/** An account the caller has read, with its platform subscription (null: it has none). */
export interface AccountWithSubscription {
  accountId: number;
  subscription: PlatformSubscriptionRow | null;
}

/**
 * The feed's answer to "anything unread?", handed in by app wiring (the users and accounts modules never
 * read the feed). The caller passes the subscriptions it has already read: they decide what a member of a
 * blocked coach account may see.
 */
export interface UnreadNotificationsPort {
  /** The given accounts in which the member has a notification they may see and have not read. */
  unreadAccounts(userId: number, accounts: readonly AccountWithSubscription[]): Promise<Set<number>>;
}

/** The chat's answer to "any unread message?", handed in by app wiring likewise. */
export interface UnreadChatPort {
  /** The given accounts in which the member, acting as that account, has a room with a message unread. */
  unreadAccounts(userId: number, accountIds: readonly number[]): Promise<Set<number>>;
}

export function createUserService(
  { db, clock, config }: ApiContext,
  {
    unread,
    unreadChat,
    activeClientsOf,
    landingPages,
  }: {
    unread: UnreadNotificationsPort;
    unreadChat: UnreadChatPort;
    activeClientsOf: ActiveClientsOf;
    landingPages: LandingPagePort;
  },
) {
  return {
    landingPages,

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

    /**
     * `host` is the address the page was asked on: on an account's sub-domain or custom domain its theme
     * is everyone's there, whoever signed in (decision 0185), not the theme of the session's account.
     */
    async me(userId: number, accountId: number, host?: string): Promise<Me> {
      // Every page asks for this: the users module's own rows come in one statement, and the reads of the
      // other modules that do not depend on each other go out together after it.
      const signedIn = await userRepository.findSignedIn(db, userId, accountId);
      if (!signedIn) throw httpError(401, messages.auth.sessionExpired);
      const { user, account, subscription } = signedIn;
      const coach = user.role === 'coach';
      const [activeClients, notified, chatted, provider, theme, checklist, hyrox, page] = await Promise.all([
        // Without a subscription there is no limit, and nothing is counted (readCountedSubscription).
        subscription ? activeClientsOf(db, account.id) : Promise.resolve(0),
        unread.unreadAccounts(userId, [{ accountId: account.id, subscription }]),
        unreadChat.unreadAccounts(userId, [account.id]),
        paymentProviderRepository.find(db, account.id),
        themeOfHost(db, config.whiteLabel.platformDomain, host).then(
          (owner) => owner?.theme ?? findTheme(db, account.id),
        ),
        coach ? completedChecklistSteps(db, account.id) : Promise.resolve([]),
        coach ? createMediaRepository(db).hyroxAccessOf(account.id) : Promise.resolve(false),
        coach ? landingPages.read(db, account.id) : Promise.resolve(null),
      ]);
      return {
        current: presentCurrentUser(
          user,
          account,
          subscription,
          clock.now(),
          provider,
          {
            hasNewNotifications: notified.has(account.id),
            hasUnreadChat: chatted.has(account.id),
            activeClients,
          },
          { checklist, hyrox, membership: account, landingPage: page },
        ),
        private: presentPrivateUser(user),
        theme,
      };
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
