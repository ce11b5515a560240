import {
  workoutTemplateRequestSchema,
  type WorkoutTemplate,
  type WorkoutTemplateRequest,
  type WorkoutTemplateSummary,
} from '../training';
import { defineEndpoint } from './define-endpoint';

/**
 * Workout templates (decision 0155): the account's saved days, the platform's presets and, for
 * HYROX-affiliated accounts, the HYROX templates. Coaches only.
 */
export const templateEndpoints = {
  /** Query `kind` (day, preset or hyrox; all when absent) and `search` (by title). */
  templates: defineEndpoint<void, WorkoutTemplateSummary[]>({
    method: 'GET',
    path: 'templates',
    authenticated: true,
  }),
  /** One template with its day, to insert (PROFESSIONAL: the FREE plan cannot insert templates). */
  template: defineEndpoint<void, WorkoutTemplate>({
    method: 'GET',
    path: 'templates/:template_id',
    authenticated: true,
  }),
  /** "Save day as template" (PROFESSIONAL). */
  createTemplate: defineEndpoint<WorkoutTemplateRequest, WorkoutTemplate>({
    method: 'POST',
    path: 'templates',
    authenticated: true,
    body: workoutTemplateRequestSchema,
  }),
  /**
   * Edits one of the account's own templates (PROFESSIONAL; decision 0172). Days it was inserted into keep
   * the sessions they had.
   */
  updateTemplate: defineEndpoint<WorkoutTemplateRequest, WorkoutTemplate>({
    method: 'PUT',
    path: 'templates/:template_id',
    authenticated: true,
    body: workoutTemplateRequestSchema,
  }),
  /** The account's own templates only; days already inserted keep their sessions. */
  removeTemplate: defineEndpoint({ method: 'DELETE', path: 'templates/:template_id', authenticated: true }),
} as const;
