import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import type { NotificationPublisher } from '../notifications';
import { createCalendarCommentsService } from './calendar-comments-service';
import { createCoachAccess } from '../programs';
import { trainingRepository } from './training-repository';
import { registerTrainingRoutes } from './training-routes';
import { createTrainingService } from './training-service';

/**
 * Schedules, the exercise library, the client's calendar and results (decision 0107), and comments on the
 * calendar's sessions (decision 0228).
 */
export async function registerTrainingModule(
  app: FastifyInstance,
  context: ApiContext,
  deps: { notifications: NotificationPublisher },
): Promise<void> {
  await trainingRepository.seedLibrary(context.db);
  const training = createTrainingService(context);
  registerTrainingRoutes(app, {
    training,
    comments: createCalendarCommentsService(context, { training, notifications: deps.notifications }),
    access: createCoachAccess(context),
  });
}
