import type { RouteName } from '@coachforge/contracts';
import type { ReactNode } from 'react';
import { ChooseProgramTypeDialog } from '../features/choose-program-type';
import { CreateMainInfoPage, EditMainInfoPage, ReviewPage, SchedulePage } from '../features/program-editor';
import { PriceOptionsPanel } from '../features/price-options';
import { CoversPanel } from '../features/program-covers';
import { ProgramListPage } from '../features/program-list';

/** The screens built so far, by named route; the other routes of the remote keep their placeholder. */
export const pages: Partial<Record<RouteName, ReactNode>> = {
  my_plans_active: <ProgramListPage route="my_plans_active" />,
  my_plans_ready: <ProgramListPage route="my_plans_ready" />,
  my_plans_attention: <ProgramListPage route="my_plans_attention" />,
  choose_plan_type: <ProgramListPage route="choose_plan_type" chooser={<ChooseProgramTypeDialog />} />,
  create_plan_main_info: <CreateMainInfoPage />,
  edit_plan_main_info: <EditMainInfoPage />,
  edit_plan_schedule: <SchedulePage />,
  coach_program_edit: (
    <ReviewPage
      sections={(program) => (
        <>
          <PriceOptionsPanel program={program} />
          <CoversPanel program={program} />
        </>
      )}
    />
  ),
};
