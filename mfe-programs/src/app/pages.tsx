import type { ClientList, Program, RouteName } from '@coachforge/contracts';
import { lazyPages, Tabs } from '@coachforge/ui';
import type { ReactNode } from 'react';
import type { ClientProfileRoute } from '../features/client-profile';
import type { ProgramViewRoute } from '../features/program-view';
import type { TemplateEditorRoute, TemplateListRoute } from '../features/template-library';

/*
 * Every page is fetched when first opened (decision 0256): a coach who opens the programs list does not
 * download the calendars, the schedule builder's drag and drop or the cover cropper. Pages that show
 * one another's parts (a program's tabs, its review sections) arrive together in one group.
 */
const listPage = lazyPages(async () => {
  const [list, chooser] = await Promise.all([
    import(/* webpackChunkName: "program-list" */ '../features/program-list'),
    import(/* webpackChunkName: "program-list" */ '../features/choose-program-type'),
    // The design system's tabs, which the list is drawn in: fetched beside the page instead of once it
    // has rendered, so the list does not wait for a second download (decision 0267).
    Tabs.preload(),
  ]);
  return { ...list, ...chooser };
});
const ProgramListPage = listPage('ProgramListPage');
const ChooseProgramTypeDialog = listPage('ChooseProgramTypeDialog');

const programPage = lazyPages(async () => {
  const [editor, view, clients, settings, prices, covers, attachments, builder, schedule] = await Promise.all(
    [
      import(/* webpackChunkName: "program" */ '../features/program-editor'),
      import(/* webpackChunkName: "program" */ '../features/program-view'),
      import(/* webpackChunkName: "program" */ '../features/program-clients'),
      import(/* webpackChunkName: "program" */ '../features/program-settings'),
      import(/* webpackChunkName: "program" */ '../features/price-options'),
      import(/* webpackChunkName: "program" */ '../features/program-covers'),
      import(/* webpackChunkName: "program" */ '../features/program-attachments'),
      import(/* webpackChunkName: "program" */ '../features/schedule-builder'),
      import(/* webpackChunkName: "program" */ '../features/client-schedule'),
    ],
  );
  return {
    ...editor,
    ...view,
    ...clients,
    ...settings,
    ...prices,
    ...covers,
    ...attachments,
    ...builder,
    ...schedule,
  };
});
const CreateMainInfoPage = programPage('CreateMainInfoPage');
const EditMainInfoPage = programPage('EditMainInfoPage');
const ReviewPage = programPage('ReviewPage');
const SchedulePage = programPage('SchedulePage');
const ProgramScheduleBuilder = programPage('ProgramScheduleBuilder');
const SignUpClientsPage = programPage('SignUpClientsPage');
const ClientSchedulePage = programPage('ClientSchedulePage');
const ProgramViewPage = programPage('ProgramViewPage');
const ProgramDetails = programPage('ProgramDetails');
const ProgramWaiver = programPage('ProgramWaiver');
const ProgramClientsList = programPage('ProgramClientsList');
const SettingsForm = programPage('SettingsForm');
const PriceOptionsPanel = programPage('PriceOptionsPanel');
const CoversPanel = programPage('CoversPanel');
const AttachmentsPanel = programPage('AttachmentsPanel');

const clientsPage = lazyPages(async () => {
  const [clients, profile] = await Promise.all([
    import(/* webpackChunkName: "clients" */ '../features/program-clients'),
    import(/* webpackChunkName: "clients" */ '../features/client-profile'),
  ]);
  return { ...clients, ...profile };
});
const AccountClientsPage = clientsPage('AccountClientsPage');
const ClientProfilePage = clientsPage('ClientProfilePage');

const ClientCalendarPage = lazyPages(
  () => import(/* webpackChunkName: "client-calendar" */ '../features/client-calendar'),
)('ClientCalendarPage');
const CoachCalendarPage = lazyPages(
  () => import(/* webpackChunkName: "coach-calendar" */ '../features/coach-calendar'),
)('CoachCalendarPage');
const ExerciseLibraryPage = lazyPages(
  () => import(/* webpackChunkName: "exercise-library" */ '../features/exercise-library'),
)('ExerciseLibraryPage');
const templatePage = lazyPages(
  () => import(/* webpackChunkName: "template-library" */ '../features/template-library'),
);
const TemplateLibraryPage = templatePage('TemplateLibraryPage');
const TemplateEditorPage = templatePage('TemplateEditorPage');
const CoachBenchmarksPage = lazyPages(
  () => import(/* webpackChunkName: "benchmarks" */ '../features/client-records'),
)('CoachBenchmarksPage');
const ChallengesPage = lazyPages(() => import(/* webpackChunkName: "challenges" */ '../features/challenges'))(
  'ChallengesPage',
);

const clientsTab = (list: ClientList) => (program: Program) => (
  <ProgramClientsList program={program} list={list} />
);

/** What each tab of a program's own pages shows. */
const programTabs: Record<ProgramViewRoute, (program: Program) => ReactNode> = {
  coach_program_view_details: (program) => <ProgramDetails program={program} />,
  coach_program_view_clients: clientsTab('active'),
  coach_program_trials: clientsTab('in_trials'),
  coach_program_view_scheduled: clientsTab('scheduled'),
  coach_program_invites: clientsTab('pending'),
  coach_program_past: clientsTab('past'),
  coach_program_settings: (program) => (
    <>
      <SettingsForm program={program} />
      <PriceOptionsPanel program={program} />
    </>
  ),
  coach_program_waiver: (program) => <ProgramWaiver program={program} />,
};

/** Prices, covers and attachments: part of reviewing a new program and of editing one. */
const reviewSections = (program: Program) => (
  <>
    <PriceOptionsPanel program={program} />
    <CoversPanel program={program} />
    <AttachmentsPanel program={program} />
  </>
);

/** The screens built so far, by named route; the other routes of the remote keep their placeholder. */
export const pages: Partial<Record<RouteName, ReactNode>> = {
  my_plans_active: <ProgramListPage route="my_plans_active" />,
  my_plans_ready: <ProgramListPage route="my_plans_ready" />,
  my_plans_attention: <ProgramListPage route="my_plans_attention" />,
  choose_plan_type: <ProgramListPage route="choose_plan_type" chooser={<ChooseProgramTypeDialog />} />,
  create_plan_main_info: <CreateMainInfoPage />,
  edit_plan_main_info: <EditMainInfoPage />,
  edit_plan_schedule: <SchedulePage />,
  coach_program_schedule: (
    <>
      <SchedulePage route="coach_program_schedule" />
      <ProgramScheduleBuilder />
    </>
  ),
  create_sign_up_clients: <SignUpClientsPage />,
  edit_plan_calendar: <ClientSchedulePage />,
  coach_program_edit: <ReviewPage sections={reviewSections} />,
  coach_program: <ProgramViewPage route="coach_program" content={programTabs.coach_program_view_clients} />,
  ...Object.fromEntries(
    (Object.keys(programTabs) as ProgramViewRoute[]).map((route) => [
      route,
      <ProgramViewPage key={route} route={route} content={programTabs[route]} />,
    ]),
  ),
  clients_with_programs: <AccountClientsPage route="clients_with_programs" />,
  past_clients: <AccountClientsPage route="past_clients" />,
  trial_clients: <AccountClientsPage route="trial_clients" />,
  to_review_clients: <AccountClientsPage route="to_review_clients" />,
  ...Object.fromEntries(
    (
      [
        'show_client_programs',
        'show_client_benchmarks',
        'show_client_body_metrics',
        'show_client_challenges',
        'client-profile-benchmark',
        'client-profile-body-metric',
        'client-profile-challenge',
      ] satisfies ClientProfileRoute[]
    ).map((route) => [route, <ClientProfilePage key={route} route={route} />]),
  ),
  calendar: <ClientCalendarPage />,
  coach_calendar: <CoachCalendarPage />,
  athlete_calendar: <CoachCalendarPage route="athlete_calendar" />,
  my_exercises_library: <ExerciseLibraryPage />,
  ...Object.fromEntries(
    (
      [
        'workout_library_days',
        'workout_library_presets',
        'workout_library_hyrox',
      ] satisfies TemplateListRoute[]
    ).map((route) => [route, <TemplateLibraryPage key={route} route={route} />]),
  ),
  ...Object.fromEntries(
    (
      [
        'workout_library_days_create',
        'workout_library_days_edit',
        'workout_library_presets_create',
        'workout_library_presets_edit',
        'workout_library_hyrox_create',
        'workout_library_hyrox_edit',
      ] satisfies TemplateEditorRoute[]
    ).map((route) => [route, <TemplateEditorPage key={route} route={route} />]),
  ),
  coachforge_benchmarks: <CoachBenchmarksPage />,
  'challenges-library': <ChallengesPage route="challenges-library" />,
  product_challenges_library: <ChallengesPage route="product_challenges_library" />,
};
