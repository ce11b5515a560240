import cookie from '@fastify/cookie';
import { endpoints, showsChecklist } from '@coachforge/contracts';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ApiContext } from './context';
import { requireApiVersion } from './http/api-version';
import { registerEndpoint } from './http/endpoint-route';
import { frameworkErrors, installErrorHandling } from './http/error-handling';
import { flushErrorReports, startErrorReporting } from './http/error-reporting';
import { logRedaction, logSerializers } from './http/request-logging';
import { installAnswerCache } from './http/answer-cache';
import { installRateLimits } from './http/rate-limits';
import { recordRouteTable } from './http/route-table';
import { installSecurityHeaders } from './http/security-headers';
import { installYupValidation } from './http/yup-validation';
import { installJsonBodyParser } from './http/json-body';
import { registerAccountsModule } from './modules/accounts';
import { registerAutomationsModule } from './modules/automations';
import { createChecklistService, registerChecklistRoutes } from './modules/checklist';
import { seedDemoAccounts } from './modules/demo-data';
import { registerFastForwardRoute, registerJobQueue } from './modules/job-queue';
import { createDatabaseRatesSource } from './modules/exchange-rates';
import { createMediaModule } from './modules/media';
import { createNotificationsModule } from './modules/notifications';
import { registerPaymentsModule } from './modules/payments';
import { registerDashboardModule } from './modules/dashboard';
import { registerTrainingModule } from './modules/training';
import { registerWorkoutTemplatesModule } from './modules/workout-templates';
import { registerChallengesModule } from './modules/challenges';
import { createLeaderboardsModule } from './modules/leaderboards';
import { createChatModule } from './modules/chat';
import { registerClientRecordsModule } from './modules/client-records';
import { registerPurchasesModule } from './modules/purchases';
import { registerPlatformSubscriptionModule } from './modules/platform-subscription';
import { createCouponService, registerCouponRoutes } from './modules/coupons';
import {
  activeClientsOf,
  createCoachAccess,
  createProgramHooks,
  payingClientsOf,
  registerProgramsModule,
} from './modules/programs';
import {
  createInProcessBroadcaster,
  createRealtime,
  createRedisBroadcaster,
  registerCableServer,
} from './modules/realtime';
import { createReleaseNoteService, registerReleaseNoteRoutes } from './modules/release-notes';
import { createWarningService, registerWarningRoutes } from './modules/warnings';
import { createSessionService, registerSessionRoutes } from './modules/sessions';
import { registerThemeRoutes } from './modules/themes';
import { createWhiteLabelModule } from './modules/white-label';
import {
  createAccountCoachesService,
  createInvitationService,
  registerInvitationRoutes,
} from './modules/invitations';
import { createMailer, registerOutboxRoutes } from './modules/mail';
import { registerSettingsRoutes } from './modules/settings';
import { createTagManagerService, registerTagManagerRoutes } from './modules/tag-manager';
import { createPublicPageService, landingPages, registerPublicPageRoutes } from './modules/public-pages';
import { createUserService, registerUsersModule } from './modules/users';

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
}

/** The API with every module registered, on the given database. Listening is the caller's business. */
export async function buildApi(context: ApiContext, options: BuildOptions = {}) {
  const app = Fastify({
    logger: options.logger === undefined ? false : options.logger,
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For is believed only from the proxies we run, which overwrite it with the caller's address.
    trustProxy: context.config.trustedProxies,
    frameworkErrors,
    ...(typeof options.logger === 'object'
      ? { logger: { ...options.logger, redact: logRedaction, serializers: logSerializers } }
      : {}),
  });
  recordRouteTable(app);
  await startErrorReporting(context.config.errorReporting);
  app.addHook('onClose', () => flushErrorReports());
  installErrorHandling(app);
  installSecurityHeaders(app);
  installYupValidation(app);
  installJsonBodyParser(app);
  requireApiVersion(app);
  await app.register(cookie);
  await installRateLimits(app, context.config);
  // Answers kept while nothing they read is written (decision 0260): the schema says which writes reach which tables.
  await context.db.tables.learnSchema(context.db);
  installAnswerCache(app, context.db.tables, context.clock);

  const sessions = createSessionService(context);
  const jobs = registerJobQueue(app, context);
  const mailer = createMailer(context.config, context.db, jobs);
  await sessions.registerClient(
    context.config.webClient.id,
    context.config.webClient.secret,
    'Coachforge web',
  );

  const broadcaster = context.config.redisUrl
    ? await createRedisBroadcaster(context.config.redisUrl)
    : createInProcessBroadcaster();
  app.addHook('onClose', () => broadcaster.close());
  const realtime = createRealtime(broadcaster, (message, error) => app.log.warn({ err: error }, message));
  // Every module that produces notifications is handed this publisher; nobody reaches the module's insides.
  // The users and accounts modules ask it, and the chat, only in which accounts a member has anything unread.
  const feed = createNotificationsModule(context, { jobs, realtime });
  const { publisher: notifications, unread } = feed;
  const media = createMediaModule(app, context, { jobs });
  // The header's chat flag likewise; chat reads the messages' attachments from the media library.
  const chat = createChatModule(context, { realtime, notifications, media: media.files });
  const users = createUserService(context, {
    unread,
    unreadChat: chat.unread,
    activeClientsOf,
    landingPages,
  });
  const leaderboards = createLeaderboardsModule(context, { notifications, realtime });

  const whiteLabel = createWhiteLabelModule(context, { realtime, jobs });
  const checklist = createChecklistService(context, { realtime });
  const warnings = createWarningService(context);
  registerSessionRoutes(app, context, {
    sessions,
    verifyCredentials: (email, password) => users.verifyCredentials(email, password),
    signInRefusal: whiteLabel.signInRefusal,
    meOf: (userId, accountId, host) => users.me(userId, accountId, host),
    headerAnswersOf: async (userId, accountId, me) => {
      const [shownWarnings, shownChecklist] = await Promise.all([
        warnings.warningsFor(userId, accountId),
        showsChecklist(me) ? checklist.checklistOf(accountId) : null,
      ]);
      return { warnings: shownWarnings, checklist: shownChecklist };
    },
  });
  // Ended sessions take their open sockets with them, on every instance.
  sessions.onSessionsEnded((userId) => realtime.disconnectIdentity(userId));
  await registerUsersModule(app, context, { users, sessions, mailer, jobs, payingClientsOf });
  registerThemeRoutes(app, context);
  registerEndpoint(app, endpoints.health, async () => ({ status: 'ok' as const }));
  whiteLabel.registerRoutes(app);
  registerAccountsModule(app, context, { sessions, realtime, unread, unreadChat: chat.unread });
  registerReleaseNoteRoutes(app, context, createReleaseNoteService(context, { realtime }));
  feed.registerRoutes(app);
  // Automations hear the same happenings: new clients, purchases and cancellations become deliveries.
  registerAutomationsModule(app, context, { jobs, notifications });
  registerChecklistRoutes(app, checklist);
  registerWarningRoutes(app, warnings);
  media.registerRoutes();
  chat.registerRoutes(app);
  await registerCableServer(app, {
    broadcaster,
    authenticate: sessions.authenticate,
    limits: {
      socketsPerIdentity: context.config.socketsPerIdentity,
      subscriptionsPerSocket: context.config.subscriptionsPerSocket,
    },
    guards: { ChatChannel: chat.guard, LeaderboardChannel: leaderboards.guard },
  });
  // A video finished processing: the account's open pages hear it on their NotificationChannel.
  app.mediaEvents.subscribe(({ data }) =>
    realtime.toAccount('NotificationChannel', data.account_id, {
      type: 'media_updated',
      data: { id: data.id, state: data.state },
    }),
  );
  registerSettingsRoutes(app);
  registerTagManagerRoutes(app, createTagManagerService(context));
  registerPublicPageRoutes(app, createPublicPageService(context, { access: createCoachAccess(context) }));
  const invitations = createInvitationService(context, {
    mailer,
    programs: createProgramHooks(context, { checklist, notifications }),
    notifications,
  });
  registerInvitationRoutes(app, invitations, createAccountCoachesService(context));
  registerProgramsModule(app, context, { checklist, invitations, mailer, notifications });
  const payments = registerPaymentsModule(app, context, { realtime, mailer, notifications });
  registerPlatformSubscriptionModule(app, context, { jobs, realtime, charges: payments.platformCharges });
  const rates = await createDatabaseRatesSource(context.db);
  registerPurchasesModule(app, context, { media: media.files, payments, mailer, jobs, rates, notifications });
  registerCouponRoutes(app, createCouponService(context, { access: createCoachAccess(context) }));
  registerDashboardModule(app, context, {
    provider: payments.provider,
    mailer,
    notifications,
    charges: payments.charges,
  });
  await registerTrainingModule(app, context, { notifications });
  await registerWorkoutTemplatesModule(app, context);
  await registerChallengesModule(app, context);
  leaderboards.registerRoutes(app);
  await registerClientRecordsModule(app, context);
  // A loopback development start's tools (startup-posture.ts): the outbox, and letting days pass for jobs.
  if (context.config.serveOutbox) registerFastForwardRoute(app, { db: context.db, jobs });
  if (mailer.kind === 'outbox' && context.config.serveOutbox) registerOutboxRoutes(app, context.db);
  else if (mailer.kind === 'outbox')
    app.log.warn('No SMTP server is configured (SMTP_HOST): mail is kept in the database and not sent');

  if (context.config.seedDemoData) await seedDemoAccounts(context, users, app.log);
  return app;
}
