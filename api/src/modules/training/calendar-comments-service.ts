import {
  messages,
  type CalendarComment,
  type CalendarCommentRef,
  type CalendarCommentRequest,
  type CalendarComments,
} from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import { httpError } from '../../http/http-error';
import { publishCommentNotifications, type NotificationPublisher } from '../notifications';
import { findOwnedProgram, requireActive, type CoachAccess } from '../programs';
import { calendarCommentsRepository as repo, type CalendarThread } from './calendar-comments-repository';
import { trainingRepository } from './training-repository';
import type { TrainingService } from './training-service';

const t = messages.training;
const invalid = (field: string, text: string) =>
  httpError(422, messages.api.invalidRequest, { [field]: [text] });

/** The thread a query names: a real day and a session number, or the caller's error. */
function placeOf(query: Record<string, unknown>): { date: string; sessionIndex: number } {
  const date = query.date;
  const real =
    typeof date === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(date) &&
    new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;
  if (!real) throw httpError(400, t.dateRequired, { date: [t.dateRequired] });
  const index = query.session_index;
  if (typeof index !== 'string' || !/^\d{1,2}$/.test(index) || Number(index) > 50)
    throw httpError(400, messages.api.invalidRequest, { session_index: [messages.api.invalidRequest] });
  return { date, sessionIndex: Number(index) };
}

/** DD/MM/YYYY, the spec's schedule_date. */
const scheduleDate = (date: string) => date.split('-').reverse().join('/');

/**
 * Comments on a session of a client's calendar (decision 0228): the client and the coaches of the
 * program's account write in one thread per session; each comment tells the other side through the
 * notifications publisher, one notification per comment and person (a mention instead of the comment).
 */
export function createCalendarCommentsService(
  { db }: ApiContext,
  deps: { training: TrainingService; notifications: NotificationPublisher },
) {
  async function list(thread: CalendarThread): Promise<CalendarComments> {
    const people = await repo.people(db, thread.accountId, thread.athleteId);
    return { comments: await repo.thread(db, thread, people), people };
  }

  async function add(
    thread: CalendarThread,
    authorId: number,
    request: CalendarCommentRequest,
    zone: unknown,
  ): Promise<CalendarComment> {
    // A comment goes on a session the client has on that day now (the projection decides, as for results).
    if (
      !(await deps.training.hasSessionOn(
        thread.athleteId,
        thread.programId,
        thread.date,
        thread.sessionIndex,
        zone,
      ))
    )
      throw invalid('date', t.notOnCalendar);
    const people = await repo.people(db, thread.accountId, thread.athleteId);
    const known = new Set(people.map((person) => person.id));
    const mentions = [...new Set(request.mentions ?? [])].filter((id) => id !== authorId);
    if (mentions.some((id) => !known.has(id))) throw invalid('mentions', t.commentMentionUnknown);
    const coaches = await repo.coachesOf(db, thread.accountId);

    const id = await db.transaction(async (tx) => {
      const stored = await repo.insert(tx, thread, { authorId, text: request.text, mentions });
      const payload: CalendarCommentRef = {
        author_id: authorId,
        plan_id: thread.programId,
        athlete_id: thread.athleteId,
        calendar_comment_id: stored,
        schedule_id: thread.programId,
        schedule_date: scheduleDate(thread.date),
        session_index: thread.sessionIndex,
      };
      await publishCommentNotifications(
        deps.notifications,
        {
          kind: 'calendar',
          id: stored,
          authorId,
          accountId: thread.accountId,
          payload,
          mentions,
          coaches,
          subject: thread.athleteId,
        },
        tx,
      );
      return stored;
    });
    return repo.comment(db, id, people);
  }

  /** The client's own thread in a program they joined; anything else does not exist for them. */
  async function clientThread(userId: number, planId: number, query: Record<string, unknown>) {
    const place = placeOf(query);
    const accountId = await repo.accountOfProgram(db, planId);
    if (accountId === null || !(await trainingRepository.hasJoined(db, userId, planId)))
      throw httpError(404, messages.programs.notFound);
    return { accountId, programId: planId, athleteId: userId, ...place };
  }

  /** A client's thread for a coach of the program's account; the client must have joined it. */
  async function coachThread(
    access: CoachAccess,
    planId: number,
    userId: number,
    query: Record<string, unknown>,
  ) {
    const place = placeOf(query);
    if (!(await findOwnedProgram(db, access.accountId, planId)))
      throw httpError(404, messages.programs.notFound);
    if (!(await trainingRepository.hasJoined(db, userId, planId)))
      throw httpError(404, messages.clients.notFound);
    return { accountId: access.accountId, programId: planId, athleteId: userId, ...place };
  }

  return {
    async clientComments(userId: number, planId: number, query: Record<string, unknown>) {
      return list(await clientThread(userId, planId, query));
    },
    async addClientComment(userId: number, planId: number, request: CalendarCommentRequest, zone: unknown) {
      const thread = await clientThread(userId, planId, {
        date: request.date,
        session_index: String(request.session_index),
      });
      return add(thread, userId, request, zone);
    },
    async athleteComments(
      access: CoachAccess,
      planId: number,
      userId: number,
      query: Record<string, unknown>,
    ) {
      return list(await coachThread(access, planId, userId, query));
    },
    async addAthleteComment(
      access: CoachAccess,
      planId: number,
      userId: number,
      request: CalendarCommentRequest,
      zone: unknown,
    ) {
      requireActive(access);
      const thread = await coachThread(access, planId, userId, {
        date: request.date,
        session_index: String(request.session_index),
      });
      return add(thread, access.userId, request, zone);
    },
  };
}

export type CalendarCommentsService = ReturnType<typeof createCalendarCommentsService>;
