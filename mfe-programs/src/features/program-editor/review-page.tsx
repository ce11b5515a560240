import { endpoints, planTypeLabels, type Program } from '@coachforge/contracts';
import { useNavigateTo, usePlatform, useSearchParams } from '@coachforge/remote-kit';
import { Button, Card, ErrorPanel, SafeHtml, StatusBadge } from '@coachforge/ui';
import { useState, type ReactNode } from 'react';
import {
  ProgramRoutePage,
  QueryState,
  apiErrorText,
  copy,
  usePlanId,
  useProgram,
  useStoreProgram,
} from '../program-data';
import { StepHeading } from './step-heading';

function PublishButton({ program }: { program: Program }) {
  const { api } = usePlatform();
  const store = useStoreProgram();
  const navigateTo = useNavigateTo();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (program.plan_status === 'published')
    return <StatusBadge tone="success">{copy.list.published}</StatusBadge>;
  const publish = async () => {
    setBusy(true);
    setFailure(null);
    try {
      store(await api.request(endpoints.publishProgram, { params: { plan_id: program.id }, quiet: true }));
      navigateTo('my_plans_ready');
    } catch (error) {
      setFailure(apiErrorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {failure ? <ErrorPanel title={failure} /> : null}
      <Button type="button" loading={busy} onClick={() => void publish()} data-testid="publish-program">
        {copy.create.publish}
      </Button>
    </>
  );
}

/**
 * coach_program_edit: the review step of creating (create_plan_review) and the one page with everything
 * of a program: main info, schedule, then what the app puts below (prices, covers), and Publish.
 */
export function ReviewPage({ sections }: { sections: (program: Program) => ReactNode }) {
  const planId = usePlanId();
  const program = useProgram(planId);
  const navigateTo = useNavigateTo();
  const [search] = useSearchParams();

  return (
    <ProgramRoutePage route="coach_program_edit">
      {search.get('create') === '1' ? <StepHeading step={2} /> : null}
      <QueryState query={program}>
        {(current) => (
          <>
            <Card
              title={current.title}
              testId="program-review"
              aside={
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() => navigateTo('edit_plan_main_info', { plan_id: current.id })}
                >
                  {copy.view.editMain}
                </Button>
              }
            >
              <p>{planTypeLabels[current.plan_type]}</p>
              {current.description ? <SafeHtml html={current.description} /> : <p>{copy.create.notSet}</p>}
              <p>
                <Button
                  type="button"
                  $variant="link"
                  onClick={() => navigateTo('edit_plan_schedule', { plan_id: current.id })}
                >
                  {copy.view.editSchedule}
                </Button>
              </p>
            </Card>
            {sections(current)}
            <PublishButton program={current} />
          </>
        )}
      </QueryState>
    </ProgramRoutePage>
  );
}
