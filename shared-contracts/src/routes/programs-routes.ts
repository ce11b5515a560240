import type { Audience, RouteRules } from './route-rules';
import { routesOf, routeTarget } from './route-rules';

const { coachRoute, clientRoute, route } = routesOf('programs');

const tab: Omit<RouteRules, 'access'> = { keepScroll: true };
/** Program editing: system warnings stay out of the way (spec 03 section 5). */
const editing: Omit<RouteRules, 'access'> = { hidesSystemWarnings: true };
/** A client opening a coach's program page sees its public page instead (spec 01 section 6). */
const coachProgramAccess: Audience = {
  kind: 'coach',
  otherwise: routeTarget('public_plan', { plan_id: ':plan_id' }),
};
const coachProgram = (path: string, title: string) => route(path, title, { access: coachProgramAccess });

/**
 * Programs and what coaches build them from: program lists and editor, per-program views, clients,
 * calendars, templates, exercises, benchmarks and challenges (spec 01 section 2.3, spec 02 section 2).
 */
export const programsRoutes = {
  my_plans: coachRoute('/coach/programs', 'My programs', { redirect: routeTarget('my_plans_active') }),
  my_plans_active: coachRoute('/coach/programs/active', 'My programs', tab),
  my_plans_ready: coachRoute('/coach/programs/active/ready', 'My programs', tab),
  my_plans_attention: coachRoute('/coach/programs/attention', 'Programs needing attention', tab),
  create_plan: coachRoute('/coach/programs/create', 'Create a program', {
    ...editing,
    redirect: routeTarget('create_plan_main_info'),
  }),
  create_plan_main_info: coachRoute('/coach/programs/create/main', 'Create a program', editing),
  choose_plan_type: coachRoute('/coach/programs/choose-plan-type', 'Choose a program type', editing),
  edit_plan_main_info: coachRoute('/coach/programs/edit/:plan_id/main', 'Edit program', editing),
  create_sign_up_clients: coachRoute(
    '/coach/programs/edit/:plan_id/sign-up-clients',
    'Sign-up clients',
    editing,
  ),
  edit_plan_schedule: coachRoute('/coach/programs/edit/:plan_id/schedule', 'Program schedule', editing),
  edit_plan_calendar: coachRoute(
    '/coach/programs/edit/:plan_id/calendar/:user_id',
    'Program calendar',
    editing,
  ),
  coach_program: coachProgram('/coach/programs/:plan_id', 'Program'),
  coach_program_view_details: coachProgram('/coach/programs/:plan_id/details', 'Program details'),
  coach_program_view_clients: coachProgram('/coach/programs/:plan_id/clients', 'Program clients'),
  coach_program_trials: coachProgram('/coach/programs/:plan_id/in-trials', 'Program clients in trial'),
  coach_program_view_scheduled: coachProgram('/coach/programs/:plan_id/scheduled', 'Scheduled clients'),
  coach_program_invites: coachProgram('/coach/programs/:plan_id/invites', 'Program invites'),
  coach_program_past: coachProgram('/coach/programs/:plan_id/past', 'Past program clients'),
  coach_program_settings: coachProgram('/coach/programs/:plan_id/settings', 'Program settings'),
  coach_program_waiver: coachProgram('/coach/programs/:plan_id/waiver', 'Program waiver'),
  coach_program_edit: route('/coach/programs/:plan_id/edit', 'Edit program', {
    access: coachProgramAccess,
    ...editing,
  }),
  coach_program_schedule: coachProgram('/coach/programs/:plan_id/schedule', 'Program schedule'),

  clients: coachRoute('/coach/clients', 'Clients', { redirect: routeTarget('clients_with_programs') }),
  clients_with_programs: coachRoute('/coach/clients/active', 'Active clients', tab),
  past_clients: coachRoute('/coach/clients/past', 'Past clients', tab),
  trial_clients: coachRoute('/coach/clients/in-trials', 'Clients in trial', tab),
  to_review_clients: coachRoute('/coach/clients/to_review', 'Clients to review', tab),
  show_client_programs: coachRoute('/coach/clients/:athlete_id/programs', 'Client programs'),
  show_client_benchmarks: coachRoute('/coach/clients/:athlete_id/benchmarks', 'Client benchmarks'),
  show_client_body_metrics: coachRoute('/coach/clients/:athlete_id/body-metrics', 'Client body metrics'),
  show_client_challenges: coachRoute('/coach/clients/:athlete_id/challenges', 'Client challenges'),
  'client-profile-benchmark': coachRoute('/coach/clients/:athlete_id/benchmarks/:metric_id', 'Benchmark'),
  'client-profile-body-metric': coachRoute(
    '/coach/clients/:athlete_id/body-metrics/:metric_id',
    'Body metric',
  ),
  'client-profile-challenge': coachRoute('/coach/clients/:athlete_id/challenges/:metric_id', 'Challenge'),

  coach_calendar: coachRoute('/coach/calendar/:user_id/:plan_id', 'Calendar', {
    desktopPreferred: true,
    hidesFooter: true,
  }),
  athlete_calendar: coachRoute('/coach/athlete/:user_id/calendar', 'Athlete calendar'),
  calendar: clientRoute('/user/calendar', 'Calendar', { hidesFooter: true }),

  my_exercises_library: coachRoute('/coach/exercises/library', 'Exercises'),
  workout_library: coachRoute('/coach/templates', 'Templates', {
    redirect: routeTarget('workout_library_days'),
  }),
  workout_library_days: coachRoute('/coach/templates/days', 'Template days'),
  // A coach's own templates are days (decision 0155): made and edited here (decision 0172).
  workout_library_days_create: coachRoute('/coach/templates/days/create', 'Create a template'),
  workout_library_days_edit: coachRoute('/coach/templates/days/:template_id', 'Edit template', {
    paramPatterns: { template_id: /^[1-9]\d*$/ },
  }),
  workout_library_presets: coachRoute('/coach/templates/presets', 'Presets'),
  workout_library_presets_create: coachRoute('/coach/templates/presets/create', 'Create a preset'),
  workout_library_presets_edit: coachRoute('/coach/templates/presets/:plan_id', 'Edit preset'),
  workout_library_hyrox: coachRoute('/coach/templates/hyrox', 'HYROX templates'),
  workout_library_hyrox_create: coachRoute('/coach/templates/hyrox/create', 'Create a HYROX template'),
  workout_library_hyrox_edit: coachRoute('/coach/templates/hyrox/:plan_id', 'Edit HYROX template'),
  // The coach's own benchmarks: {product}_benchmarks in the spec (01 section 2.3), the product being
  // PRODUCT_LIBRARY.owner.
  coachforge_benchmarks: coachRoute('/coach/benchmarks', 'Benchmarks'),
  'challenges-library': coachRoute('/coach/challenges/library', 'Challenges'),
  // challenges/{product}-library and the other product libraries (e.g. hyrox-library).
  product_challenges_library: coachRoute('/coach/challenges/:product_library', 'Challenges', {
    paramPatterns: { product_library: /^[a-z0-9_]+-library$/ },
  }),
} as const;
