import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { createCoachAccess } from '../programs';
import { presetLibrary } from './preset-library';
import { storeProductTemplates } from './product-templates';
import { registerTemplateRoutes } from './template-routes';
import { createTemplateService } from './template-service';

/** Workout templates (decision 0155); the platform's presets are put in place at start. */
export async function registerWorkoutTemplatesModule(app: FastifyInstance, context: ApiContext) {
  await storeProductTemplates(context.db, presetLibrary, false);
  registerTemplateRoutes(app, {
    templates: createTemplateService(context),
    access: createCoachAccess(context),
  });
}
