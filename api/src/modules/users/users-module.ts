import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import type { JobQueue } from '../job-queue';
import type { Mailer } from '../mail';
import type { SessionService } from '../sessions';
import { createAccountDeletionService, type DeletionDeps } from './account-deletion-service';
import { registerAvatarRoutes } from './avatar-routes';
import { installBlockedAccountCheck } from './blocked-accounts';
import { createEmailConfirmationService } from './email-confirmation-service';
import { registerPasswordRoutes } from './password-routes';
import { createPasswordService } from './password-service';
import { registerProfileRoutes } from './profile-routes';
import { createProfileService } from './profile-service';
import { createRemoveAvatarFiles, REMOVE_AVATAR_FILES_JOB } from './remove-avatar-files';
import { registerUserRoutes } from './user-routes';
import type { UserService } from './user-service';

interface Deps {
  users: UserService;
  sessions: SessionService;
  mailer: Mailer;
  jobs: JobQueue;
  payingClientsOf: DeletionDeps['payingClientsOf'];
}

/**
 * Identities and what a person does with their own: sign-up and its confirmation, users/me, passwords,
 * profile, pictures and deletion (spec 01 sections 2, 5, 7).
 */
export async function registerUsersModule(
  app: FastifyInstance,
  context: ApiContext,
  { users, sessions, mailer, jobs, payingClientsOf }: Deps,
): Promise<void> {
  installBlockedAccountCheck(app, context);
  registerUserRoutes(app, context.config, {
    sessions,
    users,
    confirmation: createEmailConfirmationService(context, { mailer }),
  });
  registerPasswordRoutes(app, context.config, {
    passwords: createPasswordService(context, { mailer, sessions }),
    sessions,
  });
  registerProfileRoutes(app, {
    profile: createProfileService(context, { users }),
    deletion: createAccountDeletionService(context, { sessions, jobs, payingClientsOf }),
  });
  await registerAvatarRoutes(app, context, users);
  jobs.register(REMOVE_AVATAR_FILES_JOB, createRemoveAvatarFiles(context.config.dataDir));
}
