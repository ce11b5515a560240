import {
  CALENDAR_MAX_RANGE_DAYS,
  clientToday,
  RESULT_ID_PATTERN,
  messages,
  projectSchedule,
  trackChangeProblem,
  type TrackChange,
  type CalendarSession,
  type ClientCalendar,
  type ClientSchedule,
  type ClientScheduleRequest,
  type ClientTrackRequest,
  type Exercise,
  type ExerciseRequest,
  type LogResultRequest,
  type ScheduleTrack,
  type ScheduleTrackRequest,
  type TrainingResult,
} from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import { onUniqueViolation } from '../../db/unique-violation';
import { httpError } from '../../http/http-error';
import { clientRecordsRepository as benchmarks, macroDaysRepository } from '../client-records';
import { findOwnedProgram, requireActive, type CoachAccess } from '../programs';
import { trainingRepository, type CalendarMembership } from './training-repository';

const t = messages.training;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const exerciseIdsOf = (weeks: ScheduleTrack['weeks']): number[] => [
  ...new Set(
    weeks.flatMap((week) =>
      week.days.flatMap((day) =>
        day.sessions.flatMap((session) =>
          session.sections.flatMap((section) => section.exercises.map((exercise) => exercise.exercise_id)),
        ),
      ),
    ),
  ),
];

/** A date the API can trust: YYYY-MM-DD that is a real day. */
function dateParam(value: unknown): string {
  const real =
    typeof value === 'string' &&
    ISO_DATE.test(value) &&
    new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
  if (!real) throw httpError(400, t.dateRequired, { date: [t.dateRequired] });
  return value as string;
}

/** The client's IANA time zone (the browser's own); "today" is theirs, not the server's. */
function timeZoneParam(value: unknown): string {
  const zone = typeof value === 'string' && value ? value : 'UTC';
  try {
    if (zone.length > 64) throw new RangeError(zone);
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    throw httpError(400, messages.http.requestFailed, { time_zone: ['Unknown time zone'] });
  }
  return zone;
}

const nameTaken = () =>
  httpError(422, messages.exercises.nameTaken, { name: [messages.exercises.nameTaken] });

/** The benchmarks loads are written as a percentage of. */
const benchmarkIdsOf = (weeks: ScheduleTrack['weeks']): number[] => [
  ...new Set(
    weeks.flatMap((week) =>
      week.days.flatMap((day) =>
        day.sessions.flatMap((session) =>
          session.sections.flatMap((section) =>
            section.exercises.flatMap(({ prescription }) =>
              prescription.load?.kind === 'benchmark_percent' ? [prescription.load.benchmark_id] : [],
            ),
          ),
        ),
      ),
    ),
  ),
];

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * Training content (decision 0107): a program's schedule as tracks, saved whole and checked against the
 * contracts' schema and the account's plan; the client's calendar projected from it with the contracts'
 * one projection; results logged exactly once per browser id, the later edit standing.
 */
export function createTrainingService({ db, clock }: ApiContext) {
  async function ownedProgram(access: CoachAccess, planId: number) {
    const program = await findOwnedProgram(db, access.accountId, planId);
    if (!program) throw httpError(404, messages.programs.notFound);
    return program;
  }

  async function checkExercise(access: CoachAccess, request: ExerciseRequest) {
    if (!access.limits.exerciseEditing) throw httpError(403, messages.exercises.needProfessional);
    if (
      request.video_media_id !== null &&
      !(await trainingRepository.accountVideo(db, access.accountId, request.video_media_id))
    )
      throw httpError(422, messages.exercises.videoInvalid, {
        video_media_id: [messages.exercises.videoInvalid],
      });
  }

  async function checkTrack(access: CoachAccess, existing: ScheduleTrack[], change: TrackChange) {
    const ids = exerciseIdsOf(change.track.weeks);
    if (ids.length && (await trainingRepository.usableExercises(db, access.accountId, ids)) !== ids.length)
      throw httpError(422, t.exerciseUnknown, { weeks: [t.exerciseUnknown] });
    const benchmarkIds = benchmarkIdsOf(change.track.weeks);
    if (benchmarkIds.length && (await benchmarks.countBenchmarks(db, benchmarkIds)) !== benchmarkIds.length)
      throw httpError(422, t.benchmarkUnknown, { weeks: [t.benchmarkUnknown] });
    const problem = trackChangeProblem(existing, change, access.limits);
    if (problem) throw httpError(422, problem, { weeks: [problem] });
  }

  /** The person behind a client of one of the account's programs (null before they join). */
  async function clientUserOf(access: CoachAccess, planId: number, clientId: number): Promise<number | null> {
    await ownedProgram(access, planId);
    const [member] = await db.query<{ user_id: number | null }>(
      `SELECT user_id::int FROM plan_memberships WHERE id = $1 AND program_id = $2`,
      [clientId, planId],
    );
    if (!member) throw httpError(404, messages.clients.notFound);
    return member.user_id;
  }

  /** A client of one of the account's 1-2-1 programs, by their id in the program. */
  async function individualClient(access: CoachAccess, planId: number, clientId: number) {
    const program = await ownedProgram(access, planId);
    const client = await trainingRepository.scheduleClient(db, planId, clientId);
    if (!client) throw httpError(404, messages.clients.notFound);
    if (program.plan_type !== 'individual') throw httpError(422, t.clientCalendarIndividualOnly);
    if (program.archived_at) throw httpError(422, messages.programs.archived);
    return client;
  }

  function sessionsOn(
    membership: CalendarMembership,
    track: ScheduleTrack,
    zone: string,
    from: string,
    to: string,
  ) {
    // Joiners of group programs start on the day they joined as their own calendar has it; a fixed start
    // is a date the client chose, an individual one the coach's.
    const joinedDay = clientToday(membership.joined_at.toISOString(), zone);
    const startDate =
      membership.plan_type === 'membership' || membership.plan_type === 'one_many'
        ? joinedDay
        : (membership.start_day ?? joinedDay);
    const days = projectSchedule(
      {
        planType: membership.plan_type,
        scheduleDayCount: track.weeks.length * 7,
        startDate,
        launchDate: membership.launch_date,
        timeZone: zone,
        now: clock.now().toISOString(),
        visibilityDays: membership.training_visibility_days,
      },
      from,
      to,
    );
    return days.flatMap(({ date, scheduleDay }): CalendarSession[] => {
      const day = track.weeks[Math.floor(scheduleDay / 7)]?.days[scheduleDay % 7];
      return (day?.sessions ?? []).map((session, index) => ({
        program_id: membership.program_id,
        program_title: membership.program_title,
        date,
        session_index: index,
        schedule_day: scheduleDay,
        session,
      }));
    });
  }

  async function calendarOf(
    userId: number,
    query: Record<string, unknown>,
    /** The programs a coach may read the client's days in; null: every program (the client's own view). */
    onlyPrograms: Set<number> | null,
  ): Promise<ClientCalendar> {
    const from = dateParam(query.from);
    const to = dateParam(query.to);
    const zone = timeZoneParam(query.time_zone);
    const span = daysBetween(from, to);
    if (span < 0 || span > CALENDAR_MAX_RANGE_DAYS)
      throw httpError(400, t.rangeTooWide(CALENDAR_MAX_RANGE_DAYS), {
        to: [t.rangeTooWide(CALENDAR_MAX_RANGE_DAYS)],
      });
    const sessions: CalendarSession[] = [];
    for (const membership of await trainingRepository.calendarMemberships(db, userId)) {
      if (onlyPrograms !== null && !onlyPrograms.has(membership.program_id)) continue;
      const track = await trainingRepository.followedTrack(db, membership);
      if (track) sessions.push(...sessionsOn(membership, track, zone, from, to));
    }
    const ids = [
      ...new Set(
        sessions.flatMap(({ session }) =>
          session.sections.flatMap((section) => section.exercises.map((exercise) => exercise.exercise_id)),
        ),
      ),
    ];
    // By id, not by the viewer's account: a client reads the names of their coach's own exercises too.
    const exercises = ids.length ? await trainingRepository.exercisesByIds(db, ids) : [];
    const results = await trainingRepository.results(db, userId, from, to);
    return {
      from,
      to,
      sessions,
      results:
        onlyPrograms === null
          ? results
          : results.filter((result) => result.program_id !== null && onlyPrograms.has(result.program_id)),
      exercises,
    };
  }

  return {
    async tracks(access: CoachAccess, planId: number): Promise<ScheduleTrack[]> {
      await ownedProgram(access, planId);
      return trainingRepository.tracks(db, planId);
    },

    async createTrack(
      access: CoachAccess,
      planId: number,
      track: ScheduleTrackRequest,
    ): Promise<ScheduleTrack> {
      requireActive(access);
      const program = await ownedProgram(access, planId);
      if (program.archived_at) throw httpError(422, messages.programs.archived);
      const tracks = await trainingRepository.tracks(db, planId);
      await checkTrack(access, tracks, { id: null, track });
      return trainingRepository.createTrack(db, planId, track);
    },

    async saveTrack(
      access: CoachAccess,
      planId: number,
      trackId: number,
      track: ScheduleTrackRequest,
    ): Promise<ScheduleTrack> {
      requireActive(access);
      const program = await ownedProgram(access, planId);
      if (program.archived_at) throw httpError(422, messages.programs.archived);
      const tracks = await trainingRepository.tracks(db, planId);
      if (!tracks.some((existing) => existing.id === trackId)) throw httpError(404, t.trackNotFound);
      await checkTrack(access, tracks, { id: trackId, track });
      return (await trainingRepository.saveTrack(db, planId, trackId, track))!;
    },

    /** A 1-2-1 client's own calendar (decision 0115); null track: they follow the program's schedule. */
    async clientSchedule(access: CoachAccess, planId: number, clientId: number): Promise<ClientSchedule> {
      const client = await individualClient(access, planId, clientId);
      return { client, track: await trainingRepository.clientTrack(db, clientId) };
    },

    async saveClientSchedule(
      access: CoachAccess,
      planId: number,
      clientId: number,
      request: ClientScheduleRequest,
    ): Promise<ClientSchedule> {
      requireActive(access);
      const client = await individualClient(access, planId, clientId);
      if (client.state === 'canceled' || client.state === 'finished')
        throw httpError(422, t.clientCalendarClosed);
      const track = { ...request.track, archived: false };
      // A client's own calendar is their one track: the plan's track count does not apply to it.
      await checkTrack(access, [], { id: null, track });
      await db.transaction((tx) =>
        trainingRepository.saveClientTrack(tx, planId, clientId, track, request.start_day),
      );
      return {
        client: (await trainingRepository.scheduleClient(db, planId, clientId))!,
        track: await trainingRepository.clientTrack(db, clientId),
      };
    },

    /** The program track one client follows (decision 0116): an active track of that program, or null. */
    async setClientTrack(
      access: CoachAccess,
      planId: number,
      clientId: number,
      request: ClientTrackRequest,
    ): Promise<ClientTrackRequest> {
      requireActive(access);
      await ownedProgram(access, planId);
      if (!(await trainingRepository.scheduleClient(db, planId, clientId)))
        throw httpError(404, messages.clients.notFound);
      const trackId = request.track_id;
      if (trackId !== null) {
        const tracks = await trainingRepository.tracks(db, planId);
        if (!tracks.some((track) => track.id === trackId && !track.archived))
          throw httpError(422, t.trackNotFollowable, { track_id: [t.trackNotFollowable] });
      }
      await trainingRepository.setClientTrack(db, clientId, trackId);
      return { track_id: trackId };
    },

    /** The account's own exercise (PROFESSIONAL), with a video of its own media library if any. */
    async createExercise(access: CoachAccess, request: ExerciseRequest): Promise<Exercise> {
      requireActive(access);
      await checkExercise(access, request);
      return onUniqueViolation(
        () => trainingRepository.createExercise(db, access.accountId, request),
        'exercises_account_name',
        nameTaken,
      );
    },

    async updateExercise(access: CoachAccess, id: number, request: ExerciseRequest): Promise<Exercise> {
      requireActive(access);
      const existing = await trainingRepository.exercise(db, access.accountId, id);
      if (!existing) throw httpError(404, messages.exercises.notFound);
      if (existing.account_id === null) throw httpError(403, messages.exercises.libraryReadOnly);
      if (request.category !== existing.category)
        throw httpError(422, messages.exercises.categoryFixed, {
          category: [messages.exercises.categoryFixed],
        });
      await checkExercise(access, request);
      const saved = await onUniqueViolation(
        () => trainingRepository.updateExercise(db, access.accountId, id, request),
        'exercises_account_name',
        nameTaken,
      );
      if (!saved) throw httpError(404, messages.exercises.notFound);
      return saved;
    },

    async exercises(accountId: number, query: Record<string, unknown>) {
      const search = typeof query.search === 'string' ? query.search.trim().slice(0, 100) : '';
      return trainingRepository.exercises(db, accountId, search);
    },

    /** The client's own calendar: every program they train in now. */
    async calendar(userId: number, query: Record<string, unknown>): Promise<ClientCalendar> {
      return calendarOf(userId, query, null);
    },

    /**
     * One client's days in one program, for a coach of the program's account. Only that program's sessions
     * and results: what the client does in other coaches' programs is not this coach's business.
     */
    async athleteCalendar(
      access: CoachAccess,
      planId: number,
      userId: number,
      query: Record<string, unknown>,
    ): Promise<ClientCalendar> {
      await ownedProgram(access, planId);
      if (!(await trainingRepository.hasJoined(db, userId, planId)))
        throw httpError(404, messages.clients.notFound);
      return calendarOf(userId, query, new Set([planId]));
    },

    /**
     * One client's days in every program of this account they joined (route athlete_calendar): what they
     * do with other coaches stays theirs.
     */
    async accountAthleteCalendar(
      access: CoachAccess,
      userId: number,
      query: Record<string, unknown>,
    ): Promise<ClientCalendar> {
      const programIds = await trainingRepository.joinedProgramsInAccount(db, access.accountId, userId);
      if (programIds.length === 0) throw httpError(404, messages.clients.notFound);
      return calendarOf(userId, query, new Set(programIds));
    },

    /** A result for a section the client really has on that date; the same id sent twice is one result. */
    async logResult(
      userId: number,
      resultId: string,
      request: LogResultRequest & { time_zone?: string },
      zoneQuery: unknown,
    ): Promise<TrainingResult> {
      if (!RESULT_ID_PATTERN.test(resultId)) throw httpError(404, t.resultIdInvalid);
      const date = dateParam(request.date);
      const zone = timeZoneParam(zoneQuery);
      const membership = (await trainingRepository.calendarMemberships(db, userId)).find(
        (candidate) => candidate.program_id === request.program_id,
      );
      const track = membership ? await trainingRepository.followedTrack(db, membership) : null;
      const session =
        membership && track
          ? sessionsOn(membership, track, zone, date, date).find(
              (s) => s.session_index === request.session_index,
            )
          : undefined;
      const section = session?.session.sections[request.section_index];
      if (!membership || !section) throw httpError(422, t.notOnCalendar, { date: [t.notOnCalendar] });
      const stored = await trainingRepository.upsertResult(db, userId, resultId.toLowerCase(), {
        ...request,
        date,
        program_title: membership.program_title,
        section_title: section.title,
      });
      if (!stored) throw httpError(404, messages.http.notFound);
      return stored;
    },

    /** Whether the client has this session on that day of their calendar now (their time zone). */
    async hasSessionOn(
      userId: number,
      programId: number,
      date: string,
      sessionIndex: number,
      zoneQuery: unknown,
    ): Promise<boolean> {
      const zone = timeZoneParam(zoneQuery);
      const membership = (await trainingRepository.calendarMemberships(db, userId)).find(
        (candidate) => candidate.program_id === programId,
      );
      const track = membership ? await trainingRepository.followedTrack(db, membership) : null;
      if (!membership || !track) return false;
      return sessionsOn(membership, track, zone, date, date).some((s) => s.session_index === sessionIndex);
    },

    async clientResults(access: CoachAccess, planId: number, clientId: number): Promise<TrainingResult[]> {
      const userId = await clientUserOf(access, planId, clientId);
      return userId === null ? [] : trainingRepository.resultsInProgram(db, userId, planId);
    },

    /** The coach read what the client logged: those results and macros days leave the to_review queue (until edited). */
    async reviewClientResults(
      access: CoachAccess,
      planId: number,
      clientId: number,
    ): Promise<{ reviewed: number }> {
      requireActive(access);
      const userId = await clientUserOf(access, planId, clientId);
      if (userId === null) return { reviewed: 0 };
      // The client's macros days leave the account's queue with their results (decision 0227).
      return db.transaction(async (tx) => ({
        reviewed:
          (await trainingRepository.markReviewed(tx, userId, planId)) +
          (await macroDaysRepository.markReviewed(tx, access.accountId, userId)),
      }));
    },
  };
}

export type TrainingService = ReturnType<typeof createTrainingService>;
