import {
  clientNoteRequestSchema,
  type ClientNote,
  type ClientNoteRequest,
  type ClientNotes,
} from '../programs';
import {
  benchmarkEntryRequestSchema,
  calendarCommentRequestSchema,
  bodyMetricRequestSchema,
  clientScheduleRequestSchema,
  clientTrackRequestSchema,
  exerciseRequestSchema,
  logResultRequestSchema,
  macroDayRequestSchema,
  scheduleTrackRequestSchema,
  type AccountBenchmarks,
  type Benchmark,
  type BenchmarkEntry,
  type BenchmarkEntryRequest,
  type BodyMetricEntry,
  type BodyMetricRequest,
  type CalendarComment,
  type CalendarCommentRequest,
  type CalendarComments,
  type ClientCalendar,
  type ClientProfile,
  type ClientRecords,
  type ClientSchedule,
  type ClientScheduleRequest,
  type ClientTrackRequest,
  type Exercise,
  type ExerciseRequest,
  type LogResultRequest,
  type CoachMacroDay,
  type MacroDay,
  type MacroDayRequest,
  type MacroHistory,
  type ScheduleTrack,
  type ScheduleTrackRequest,
  type TrainingResult,
} from '../training';
import { defineEndpoint } from './define-endpoint';

const signedIn = <Request = void, Response = void>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body?: Parameters<typeof defineEndpoint>[0]['body'],
) => defineEndpoint<Request, Response>({ method, path, authenticated: true, ...(body ? { body } : {}) });

/**
 * Training content (issue "Training content"; decision 0107): a program's schedule as tracks, the
 * exercise library, the client's calendar projected from the schedule, and the results they log.
 */
export const trainingEndpoints = {
  programTracks: signedIn<void, ScheduleTrack[]>('GET', 'coach/plans/:plan_id/tracks'),
  createTrack: signedIn<ScheduleTrackRequest, ScheduleTrack>(
    'POST',
    'coach/plans/:plan_id/tracks',
    scheduleTrackRequestSchema,
  ),
  /** The whole track is sent and checked at once: weeks → days → sessions → sections → exercises. */
  saveTrack: signedIn<ScheduleTrackRequest, ScheduleTrack>(
    'PUT',
    'coach/plans/:plan_id/tracks/:track_id',
    scheduleTrackRequestSchema,
  ),
  /** The platform's library and the account's own; query `search` filters by name. */
  exercises: signedIn<void, Exercise[]>('GET', 'exercises'),
  /** The account's own exercise (PROFESSIONAL; spec 01 section 6). */
  createExercise: signedIn<ExerciseRequest, Exercise>('POST', 'exercises', exerciseRequestSchema),
  /** The metric category is fixed once saved; the library's exercises are nobody's to edit. */
  updateExercise: signedIn<ExerciseRequest, Exercise>(
    'PATCH',
    'exercises/:exercise_id',
    exerciseRequestSchema,
  ),
  /** Query `from` and `to` (YYYY-MM-DD, at most CALENDAR_MAX_RANGE_DAYS apart) and `time_zone`. */
  clientCalendar: signedIn<void, ClientCalendar>('GET', 'user/calendar'),
  /** Idempotent by the browser's id: a retried send is applied once; the later edit wins. */
  logResult: signedIn<LogResultRequest, TrainingResult>(
    'PUT',
    'user/results/:result_id',
    logResultRequestSchema,
  ),
  /**
   * One client's calendar in one program, for a coach of its account (routes coach_calendar and
   * athlete_calendar): what the client sees there and what they logged. Same query as clientCalendar.
   */
  athleteCalendar: signedIn<void, ClientCalendar>('GET', 'coach/plans/:plan_id/athletes/:user_id/calendar'),
  /** One client's calendar in every program of the account they joined (route athlete_calendar). */
  accountAthleteCalendar: signedIn<void, ClientCalendar>('GET', 'coach/athletes/:user_id/calendar'),
  /** A 1-2-1 client's own calendar (decision 0115); client_id is the client's id in the program. */
  clientSchedule: signedIn<void, ClientSchedule>('GET', 'coach/plans/:plan_id/clients/:client_id/schedule'),
  saveClientSchedule: signedIn<ClientScheduleRequest, ClientSchedule>(
    'PUT',
    'coach/plans/:plan_id/clients/:client_id/schedule',
    clientScheduleRequestSchema,
  ),
  /** Puts one client of the program on one of its tracks (decision 0116). */
  setClientTrack: signedIn<ClientTrackRequest, ClientTrackRequest>(
    'PUT',
    'coach/plans/:plan_id/clients/:client_id/track',
    clientTrackRequestSchema,
  ),
  /** The platform's benchmarks (decision 0117): the coach's benchmarks page and loads as a % of one. */
  benchmarks: signedIn<void, Benchmark[]>('GET', 'benchmarks'),
  /** The client's own records: benchmarks and body metrics, in their units. */
  clientRecords: signedIn<void, ClientRecords>('GET', 'user/records'),
  addBenchmarkEntry: signedIn<BenchmarkEntryRequest, BenchmarkEntry>(
    'POST',
    'user/records/benchmarks',
    benchmarkEntryRequestSchema,
  ),
  removeBenchmarkEntry: signedIn('DELETE', 'user/records/benchmarks/:entry_id'),
  addBodyMetric: signedIn<BodyMetricRequest, BodyMetricEntry>(
    'POST',
    'user/records/body-metrics',
    bodyMetricRequestSchema,
  ),
  removeBodyMetric: signedIn('DELETE', 'user/records/body-metrics/:entry_id'),
  /** A person who joined one of the account's programs (route show_client_programs and its tabs). */
  clientProfile: signedIn<void, ClientProfile>('GET', 'coach/clients/:athlete_id'),
  /** The records of every client of the account, benchmark by benchmark (the coach's benchmarks page). */
  accountBenchmarks: signedIn<void, AccountBenchmarks>('GET', 'coach/benchmarks'),
  /** The account's coaches' private notes about a client (decision 0198). */
  clientNotes: signedIn<void, ClientNotes>('GET', 'coach/clients/:athlete_id/notes'),
  addClientNote: signedIn<ClientNoteRequest, ClientNote>(
    'POST',
    'coach/clients/:athlete_id/notes',
    clientNoteRequestSchema,
  ),
  updateClientNote: signedIn<ClientNoteRequest, ClientNote>(
    'PUT',
    'coach/clients/:athlete_id/notes/:note_id',
    clientNoteRequestSchema,
  ),
  removeClientNote: signedIn('DELETE', 'coach/clients/:athlete_id/notes/:note_id'),
  /** That person's records, read by their coach. */
  athleteRecords: signedIn<void, ClientRecords>('GET', 'coach/clients/:athlete_id/records'),
  /** The coach read what the client logged in the program: it leaves the to_review queue. */
  reviewClientResults: signedIn<void, { reviewed: number }>(
    'POST',
    'coach/plans/:plan_id/clients/:client_id/results/review',
  ),
  /** What one client of the program logged, for the coach. */
  clientResults: signedIn<void, TrainingResult[]>('GET', 'coach/plans/:plan_id/clients/:client_id/results'),
  /** The client's macros log (decision 0227), newest day first; query `from` and `to` (YYYY-MM-DD). */
  ownMacros: signedIn<void, MacroHistory>('GET', 'user/macros'),
  /** One day's macros, written whole; of two edits the later (edited_at) stands. Idempotent. */
  logMacros: signedIn<MacroDayRequest, MacroDay>('PUT', 'user/macros/:date', macroDayRequestSchema),
  /** A client's macros log for a coach of an account whose program they joined, with what awaits review. */
  athleteMacros: signedIn<void, MacroHistory<CoachMacroDay>>('GET', 'coach/clients/:athlete_id/macros'),
  /**
   * A session's comments on the client's own calendar (decision 0228); query `date`, `session_index`. The
   * post names the session in its body, and `time_zone` in the query (the client's day decides).
   */
  clientCalendarComments: signedIn<void, CalendarComments>('GET', 'user/plans/:plan_id/calendar/comments'),
  addClientCalendarComment: signedIn<CalendarCommentRequest, CalendarComment>(
    'POST',
    'user/plans/:plan_id/calendar/comments',
    calendarCommentRequestSchema,
  ),
  /** The same thread for a coach of the program's account (coach_calendar and athlete_calendar). */
  athleteCalendarComments: signedIn<void, CalendarComments>(
    'GET',
    'coach/plans/:plan_id/athletes/:user_id/comments',
  ),
  addAthleteCalendarComment: signedIn<CalendarCommentRequest, CalendarComment>(
    'POST',
    'coach/plans/:plan_id/athletes/:user_id/comments',
    calendarCommentRequestSchema,
  ),
} as const;
