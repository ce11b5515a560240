import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { createCoachAccess } from '../programs';
import type { JobQueue } from '../job-queue';
import type { Realtime } from '../realtime';
import { createRemoveThemeImages, REMOVE_THEME_IMAGES_JOB } from '../themes';
import {
  createCustomDomainRecheck,
  RECHECK_CUSTOM_DOMAINS_JOB,
  scheduleCustomDomainRecheck,
} from './custom-domain-checks';
import { registerCustomisationRoutes } from './customisation-routes';
import { createCustomisationService, type CustomisationService } from './customisation-service';

export type { CustomisationService } from './customisation-service';
export { RECHECK_CUSTOM_DOMAINS_JOB } from './custom-domain-checks';

/** White label (decisions 0184 to 0187): the account's theme, logo, web address and app icon. */
export function createWhiteLabelModule(
  context: ApiContext,
  { realtime, jobs }: { realtime: Realtime; jobs: JobQueue },
) {
  // A deleted account's logo and icon files go with it (the users module enqueues the job).
  jobs.register(REMOVE_THEME_IMAGES_JOB, createRemoveThemeImages(context.config.dataDir));
  // Verified custom domains are looked up again every 6 hours (decision 0214).
  jobs.register(RECHECK_CUSTOM_DOMAINS_JOB, createCustomDomainRecheck(context, jobs));
  const customisation: CustomisationService = createCustomisationService(context, {
    access: createCoachAccess(context),
    realtime,
  });
  return {
    /** What the sessions module asks before a sign-in on an account's own address. */
    signInRefusal: customisation.signInRefusal,
    registerRoutes: (app: FastifyInstance) => {
      registerCustomisationRoutes(app, context, customisation);
      app.addHook('onReady', async () => scheduleCustomDomainRecheck(jobs));
    },
  };
}
