import { endpoints } from '@coachforge/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import { httpError } from '../../http/http-error';
import type { CoachAccessResolver } from '../programs';
import type { CalendarCommentsService } from './calendar-comments-service';
import type { TrainingService } from './training-service';

const idOf = (request: FastifyRequest, name: string): number => {
  const value = (request.params as Record<string, string | undefined>)[name] ?? '';
  if (!/^[1-9]\d{0,14}$/.test(value)) throw httpError(404, 'Not Found');
  return Number(value);
};
const query = (request: FastifyRequest) => request.query as Record<string, unknown>;

export function registerTrainingRoutes(
  app: FastifyInstance,
  {
    training,
    comments,
    access,
  }: { training: TrainingService; comments: CalendarCommentsService; access: CoachAccessResolver },
): void {
  const coach = (request: FastifyRequest) => access.of(identityOf(request));

  registerEndpoint(app, endpoints.programTracks, async (request) =>
    training.tracks(await coach(request), idOf(request, 'plan_id')),
  );
  registerEndpoint(app, endpoints.createTrack, async (request, reply) => {
    const track = await training.createTrack(await coach(request), idOf(request, 'plan_id'), request.body);
    reply.status(201);
    return track;
  });
  registerEndpoint(app, endpoints.saveTrack, async (request) =>
    training.saveTrack(
      await coach(request),
      idOf(request, 'plan_id'),
      idOf(request, 'track_id'),
      request.body,
    ),
  );
  registerEndpoint(app, endpoints.exercises, async (request) =>
    training.exercises(identityOf(request).accountId, query(request)),
  );
  registerEndpoint(app, endpoints.createExercise, async (request, reply) => {
    const exercise = await training.createExercise(await coach(request), request.body);
    reply.status(201);
    return exercise;
  });
  registerEndpoint(app, endpoints.updateExercise, async (request) =>
    training.updateExercise(await coach(request), idOf(request, 'exercise_id'), request.body),
  );
  registerEndpoint(app, endpoints.clientCalendar, async (request) => {
    const identity = identityOf(request);
    return training.calendar(identity.userId, query(request));
  });
  registerEndpoint(app, endpoints.athleteCalendar, async (request) =>
    training.athleteCalendar(
      await coach(request),
      idOf(request, 'plan_id'),
      idOf(request, 'user_id'),
      query(request),
    ),
  );
  registerEndpoint(app, endpoints.accountAthleteCalendar, async (request) =>
    training.accountAthleteCalendar(await coach(request), idOf(request, 'user_id'), query(request)),
  );
  registerEndpoint(app, endpoints.logResult, async (request) =>
    training.logResult(
      identityOf(request).userId,
      (request.params as { result_id?: string }).result_id ?? '',
      request.body,
      query(request).time_zone,
    ),
  );
  registerEndpoint(app, endpoints.clientSchedule, async (request) =>
    training.clientSchedule(await coach(request), idOf(request, 'plan_id'), idOf(request, 'client_id')),
  );
  registerEndpoint(app, endpoints.saveClientSchedule, async (request) =>
    training.saveClientSchedule(
      await coach(request),
      idOf(request, 'plan_id'),
      idOf(request, 'client_id'),
      request.body,
    ),
  );
  registerEndpoint(app, endpoints.setClientTrack, async (request) =>
    training.setClientTrack(
      await coach(request),
      idOf(request, 'plan_id'),
      idOf(request, 'client_id'),
      request.body,
    ),
  );
  registerEndpoint(app, endpoints.reviewClientResults, async (request) =>
    training.reviewClientResults(await coach(request), idOf(request, 'plan_id'), idOf(request, 'client_id')),
  );
  registerEndpoint(app, endpoints.clientResults, async (request) =>
    training.clientResults(await coach(request), idOf(request, 'plan_id'), idOf(request, 'client_id')),
  );
  registerEndpoint(app, endpoints.clientCalendarComments, async (request) =>
    comments.clientComments(identityOf(request).userId, idOf(request, 'plan_id'), query(request)),
  );
  registerEndpoint(app, endpoints.addClientCalendarComment, async (request, reply) => {
    const comment = await comments.addClientComment(
      identityOf(request).userId,
      idOf(request, 'plan_id'),
      request.body,
      query(request).time_zone,
    );
    reply.status(201);
    return comment;
  });
  registerEndpoint(app, endpoints.athleteCalendarComments, async (request) =>
    comments.athleteComments(
      await coach(request),
      idOf(request, 'plan_id'),
      idOf(request, 'user_id'),
      query(request),
    ),
  );
  registerEndpoint(app, endpoints.addAthleteCalendarComment, async (request, reply) => {
    const comment = await comments.addAthleteComment(
      await coach(request),
      idOf(request, 'plan_id'),
      idOf(request, 'user_id'),
      request.body,
      query(request).time_zone,
    );
    reply.status(201);
    return comment;
  });
}
