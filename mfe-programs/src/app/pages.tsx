import type { ClientList, Program, RouteName } from '@coachforge/contracts';
import type { ReactNode } from 'react';
import { ChallengesPage } from '../features/challenges';
import { ChooseProgramTypeDialog } from '../features/choose-program-type';
import { ClientCalendarPage } from '../features/client-calendar';
import { ClientSchedulePage } from '../features/client-schedule';
import { ClientProfilePage, type ClientProfileRoute } from '../features/client-profile';
import { CoachBenchmarksPage } from '../features/client-records';
import { CoachCalendarPage } from '../features/coach-calendar';
import { ExerciseLibraryPage } from '../features/exercise-library';
import { PriceOptionsPanel } from '../features/price-options';
import { AccountClientsPage, ProgramClientsList, SignUpClientsPage } from '../features/program-clients';
import { AttachmentsPanel } from '../features/program-attachments';
import { CoversPanel } from '../features/program-covers';
import { CreateMainInfoPage, EditMainInfoPage, ReviewPage, SchedulePage } from '../features/program-editor';
import { ProgramListPage } from '../features/program-list';
import { SettingsForm } from '../features/program-settings';
import { ProgramScheduleBuilder } from '../features/schedule-builder';
import {
  TemplateEditorPage,
  TemplateLibraryPage,
  type TemplateEditorRoute,
  type TemplateListRoute,
} from '../features/template-library';
import {
  ProgramDetails,
  ProgramViewPage,
  ProgramWaiver,
  type ProgramViewRoute,
} from '../features/program-view';

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
