import { endpoints, planTypes, type PlanType } from '@coachforge/contracts';
import { useNavigateTo, usePlatform, useSearchParams } from '@coachforge/remote-kit';
import { ErrorPanel } from '@coachforge/ui';
import { useState } from 'react';
import {
  ProgramRoutePage,
  QueryState,
  apiErrorText,
  apiFieldErrors,
  copy,
  usePlanId,
  useProgram,
  useStoreProgram,
} from '../program-data';
import { MainInfoForm, mainInfoOf, toMainInfoRequest, type MainInfoValues } from './main-info-form';
import { StepHeading } from './step-heading';

/**
 * create_plan_main_info: the first step of creating. The draft is made with its type and title
 * (POST coach/plans), the rest of the main info follows in one PATCH, then the schedule step.
 */
export function CreateMainInfoPage() {
  const { api } = usePlatform();
  const navigateTo = useNavigateTo();
  const store = useStoreProgram();
  const [search] = useSearchParams();
  const asked = search.get('plan_type') as PlanType | null;
  const planType = asked && planTypes.includes(asked) ? asked : 'individual';
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: MainInfoValues, setErrors: (errors: Record<string, string>) => void) => {
    setFailure(null);
    try {
      const draft = await api.request(endpoints.createProgram, {
        body: { plan_type: values.plan_type, title: values.title },
        quiet: true,
      });
      const program = await api.request(endpoints.updateProgram, {
        params: { plan_id: draft.id },
        body: toMainInfoRequest(values),
        quiet: true,
      });
      store(program);
      navigateTo('edit_plan_schedule', { plan_id: program.id }, { create: 1 });
      return true;
    } catch (error) {
      setErrors(apiFieldErrors(error));
      setFailure(apiErrorText(error));
      return false;
    }
  };

  return (
    <ProgramRoutePage route="create_plan_main_info">
      <StepHeading step={0} />
      {failure ? <ErrorPanel title={failure} /> : null}
      <MainInfoForm
        initial={mainInfoOf(null, planType)}
        typeLockedReason={null}
        submitLabel={copy.create.createDraft}
        onSubmit={submit}
      />
    </ProgramRoutePage>
  );
}

/** edit_plan_main_info: the same form on an existing program; the type locks once it has clients. */
export function EditMainInfoPage() {
  const planId = usePlanId();
  const { api, toast } = usePlatform();
  const store = useStoreProgram();
  const program = useProgram(planId);
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <ProgramRoutePage route="edit_plan_main_info">
      {failure ? <ErrorPanel title={failure} /> : null}
      <QueryState query={program}>
        {(current) => (
          <MainInfoForm
            initial={mainInfoOf(current, current.plan_type)}
            typeLockedReason={current.type_locked_reason}
            submitLabel={copy.save}
            onSubmit={async (values, setErrors) => {
              setFailure(null);
              try {
                const body = toMainInfoRequest(values);
                // An unchanged type is left out, so a locked type never trips the lock.
                if (values.plan_type === current.plan_type) delete body.plan_type;
                store(
                  await api.request(endpoints.updateProgram, {
                    params: { plan_id: planId },
                    body,
                    quiet: true,
                  }),
                );
                toast.show({ type: 'congrats', text: copy.saved });
                return true;
              } catch (error) {
                setErrors(apiFieldErrors(error));
                setFailure(apiErrorText(error));
                return false;
              }
            }}
          />
        )}
      </QueryState>
    </ProgramRoutePage>
  );
}
