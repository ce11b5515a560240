import {
  messages,
  templateKinds,
  type ScheduleDay,
  type TemplateKind,
  type WorkoutTemplate,
  type WorkoutTemplateRequest,
  type WorkoutTemplateSummary,
} from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import { onUniqueViolation } from '../../db/unique-violation';
import { httpError } from '../../http/http-error';
import { clientRecordsRepository } from '../client-records';
import { createMediaRepository } from '../media';
import { requireActive, type CoachAccess } from '../programs';
import { trainingRepository } from '../training';
import { templateRepository } from './template-repository';

const t = messages.templates;

const exerciseIdsOf = (day: ScheduleDay) => [
  ...new Set(
    day.sessions.flatMap((session) =>
      session.sections.flatMap((section) => section.exercises.map((exercise) => exercise.exercise_id)),
    ),
  ),
];
const benchmarkIdsOf = (day: ScheduleDay) => [
  ...new Set(
    day.sessions.flatMap((session) =>
      session.sections.flatMap((section) =>
        section.exercises.flatMap(({ prescription }) =>
          prescription.load?.kind === 'benchmark_percent' ? [prescription.load.benchmark_id] : [],
        ),
      ),
    ),
  ),
];

/**
 * Workout templates (decision 0155): an account's saved days, the platform's presets, and the HYROX
 * templates for accounts with the HYROX feature (the one flag media_hyrox_access holds, set by an operator).
 * Reading a template's content is inserting it, which the FREE plan cannot do.
 */
export function createTemplateService({ db }: ApiContext) {
  const media = createMediaRepository(db);
  /** The platform's kinds the account sees: HYROX templates only for HYROX-affiliated accounts. */
  const productKinds = async (accountId: number): Promise<TemplateKind[]> =>
    (await media.hyroxAccessOf(accountId)) ? ['preset', 'hyrox'] : ['preset'];
  const requireTemplates = (access: CoachAccess) => {
    if (!access.limits.templates) throw httpError(403, t.needProfessional);
  };
  const titleTaken = () => httpError(422, t.titleTaken, { title: [t.titleTaken] });
  /** What saving a template needs: a running PROFESSIONAL plan, and exercises and benchmarks that exist. */
  const requireWritable = async (access: CoachAccess, request: WorkoutTemplateRequest) => {
    requireActive(access);
    requireTemplates(access);
    const ids = exerciseIdsOf(request.day);
    if (ids.length && (await trainingRepository.usableExercises(db, access.accountId, ids)) !== ids.length)
      throw httpError(422, t.exerciseUnknown, { day: [t.exerciseUnknown] });
    const benchmarks = benchmarkIdsOf(request.day);
    if (
      benchmarks.length &&
      (await clientRecordsRepository.countBenchmarks(db, benchmarks)) !== benchmarks.length
    )
      throw httpError(422, t.benchmarkUnknown, { day: [t.benchmarkUnknown] });
  };

  return {
    async list(access: CoachAccess, query: Record<string, unknown>): Promise<WorkoutTemplateSummary[]> {
      const kind = query.kind === undefined || query.kind === '' ? null : query.kind;
      if (kind !== null && !templateKinds.includes(kind as TemplateKind))
        throw httpError(400, messages.http.requestFailed, { kind: ['Choose day, preset or hyrox.'] });
      const search = typeof query.search === 'string' ? query.search.trim().slice(0, 100) : '';
      return templateRepository.list(
        db,
        access.accountId,
        await productKinds(access.accountId),
        kind as TemplateKind | null,
        search,
      );
    },

    async find(access: CoachAccess, id: number): Promise<WorkoutTemplate> {
      requireTemplates(access);
      const template = await templateRepository.find(
        db,
        access.accountId,
        await productKinds(access.accountId),
        id,
      );
      if (!template) throw httpError(404, t.notFound);
      return template;
    },

    async create(access: CoachAccess, request: WorkoutTemplateRequest): Promise<WorkoutTemplate> {
      await requireWritable(access, request);
      const id = await onUniqueViolation(
        () => templateRepository.create(db, access.accountId, request),
        'workout_templates_account_title',
        titleTaken,
      );
      return (await templateRepository.find(db, access.accountId, [], id))!;
    },

    /**
     * Rewrites one of the account's own templates (decision 0172): the platform's and another account's
     * answer 404, as for removing. Days it was inserted into keep what they had.
     */
    async update(access: CoachAccess, id: number, request: WorkoutTemplateRequest): Promise<WorkoutTemplate> {
      await requireWritable(access, request);
      const updated = await onUniqueViolation(
        () => templateRepository.update(db, access.accountId, id, request),
        'workout_templates_account_title',
        titleTaken,
      );
      if (!updated) throw httpError(404, t.notFound);
      return (await templateRepository.find(db, access.accountId, [], id))!;
    },

    /** The account's own templates only: the platform's answer 404, as another account's do. */
    async remove(access: CoachAccess, id: number): Promise<void> {
      requireActive(access);
      if (!(await templateRepository.remove(db, access.accountId, id))) throw httpError(404, t.notFound);
    },
  };
}

export type TemplateService = ReturnType<typeof createTemplateService>;
