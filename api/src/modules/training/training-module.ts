import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { createCoachAccess } from '../programs';
import { trainingRepository } from './training-repository';
import { registerTrainingRoutes } from './training-routes';
import { createTrainingService } from './training-service';

/** Schedules, the exercise library, the client's calendar and results (decision 0107). */
export async function registerTrainingModule(app: FastifyInstance, context: ApiContext): Promise<void> {
  await trainingRepository.seedLibrary(context.db);
  registerTrainingRoutes(app, {
    training: createTrainingService(context),
    access: createCoachAccess(context),
  });
}
