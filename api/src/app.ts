import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ApiContext } from './context';
import { requireApiVersion } from './http/api-version';
import { installErrorHandling } from './http/error-handling';
import { installYupValidation } from './http/yup-validation';
import { seedDemoAccounts } from './modules/demo-data';
import { registerMediaModule } from './modules/media';
import { createSessionService, registerSessionRoutes } from './modules/sessions';
import { registerThemeRoutes } from './modules/themes';
import { createBusinessAccountService, registerBusinessAccountRoutes } from './modules/business-accounts';
import { createInvitationService, registerInvitationRoutes } from './modules/invitations';
import { createMailer, registerOutboxRoutes } from './modules/mail';
import { registerSettingsRoutes } from './modules/settings';
import {
  createAccountService,
  createUserService,
  registerAccountRoutes,
  registerAvatarRoutes,
  registerUserRoutes,
} from './modules/users';

/** Credentials never reach the logs: not in headers, cookies or bodies (bodies are not logged at all). */
const logRedaction = {
  paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  censor: '[redacted]',
};

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
}

/** The API with every module registered, on the given database. Listening is the caller's business. */
export async function buildApi(context: ApiContext, options: BuildOptions = {}) {
  const app = Fastify({
    logger: options.logger === undefined ? false : options.logger,
    bodyLimit: 1024 * 1024,
    trustProxy: '127.0.0.1',
    ...(typeof options.logger === 'object' ? { logger: { ...options.logger, redact: logRedaction } } : {}),
  });
  installErrorHandling(app);
  installYupValidation(app);
  requireApiVersion(app);
  await app.register(cookie);
  await app.register(rateLimit, { global: false });

  const sessions = createSessionService(context);
  const users = createUserService(context);
  const mailer = createMailer(context.config, context.db);
  const accounts = createAccountService(context, { mailer, sessions, users });
  await sessions.registerClient(
    context.config.webClient.id,
    context.config.webClient.secret,
    'Coachforge web',
  );

  registerSessionRoutes(app, context, { sessions, users });
  registerUserRoutes(app, { sessions, users, accounts });
  registerAccountRoutes(app, context.config, { accounts, sessions });
  await registerAvatarRoutes(app, context, users);
  registerThemeRoutes(app, context);
  registerMediaModule(app, context);
  registerSettingsRoutes(app);
  registerBusinessAccountRoutes(app, createBusinessAccountService(context));
  registerInvitationRoutes(app, createInvitationService(context, { mailer }));
  if (mailer.kind === 'outbox' && context.config.serveOutbox) registerOutboxRoutes(app, context.db);

  if (context.config.seedDemoData) await seedDemoAccounts(context, users, app.log);
  return app;
}
