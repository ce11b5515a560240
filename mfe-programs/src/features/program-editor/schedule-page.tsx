import {
  programScheduleRequestSchema,
  endpoints,
  type Program,
  type ProgramScheduleRequest,
} from '@coachforge/contracts';
import { useLeaveGuard, useNavigateTo, usePlatform, useSearchParams } from '@coachforge/remote-kit';
import { Button, ErrorPanel, TextField } from '@coachforge/ui';
import { useFormik } from 'formik';
import { useState } from 'react';
import {
  ProgramRoutePage,
  QueryState,
  apiErrorText,
  apiFieldErrors,
  copy,
  numberOrNull,
  usePlanId,
  useProgram,
  useStoreProgram,
  validateWith,
} from '../program-data';
import { StepHeading } from './step-heading';

interface ScheduleValues {
  launch_date: string;
  weeks: string;
  plan_max_buffer: string;
}

const toRequest = (values: ScheduleValues): ProgramScheduleRequest => ({
  launch_date: values.launch_date || null,
  weeks: numberOrNull(values.weeks),
  plan_max_buffer: numberOrNull(values.plan_max_buffer),
});

/**
 * What the schedule keeps on the program, by type (spec 02 section 1): a Fixed Length program has its
 * weeks; a group or Session 1, Day 1 program may have a launch date; every type has its buffer.
 */
function ScheduleForm({ program, onSaved }: { program: Program; onSaved: (program: Program) => void }) {
  const { api } = usePlatform();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik<ScheduleValues>({
    initialValues: {
      launch_date: program.launch_date ?? '',
      weeks: program.weeks === null ? '' : String(program.weeks),
      plan_max_buffer: program.plan_max_buffer === null ? '' : String(program.plan_max_buffer),
    },
    validate: validateWith(programScheduleRequestSchema, toRequest),
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        const body = toRequest(values);
        if (program.plan_type !== 'fixed') body.weeks = null;
        if (program.plan_type === 'fixed' || program.plan_type === 'individual') body.launch_date = null;
        const saved = await api.request(endpoints.updateProgramSchedule, {
          params: { plan_id: program.id },
          body,
          quiet: true,
        });
        helpers.resetForm({ values });
        onSaved(saved);
      } catch (error) {
        helpers.setErrors(apiFieldErrors(error));
        setFailure(apiErrorText(error));
      }
    },
  });
  const leaveGuard = useLeaveGuard(form.dirty && !form.isSubmitting);
  const errorOf = (field: keyof ScheduleValues) =>
    form.touched[field] || form.submitCount > 0 ? form.errors[field] : undefined;
  const hasLaunch = program.plan_type === 'one_many' || program.plan_type === 'membership';

  return (
    <form onSubmit={form.handleSubmit} noValidate data-testid="schedule-form">
      {leaveGuard.dialog}
      {failure ? <ErrorPanel title={failure} /> : null}
      {program.plan_type === 'fixed' ? (
        <TextField
          label={copy.create.weeks}
          name="weeks"
          inputMode="numeric"
          value={form.values.weeks}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={errorOf('weeks')}
        />
      ) : null}
      {hasLaunch ? (
        <TextField
          label={copy.create.launchDate}
          description={copy.create.launchHint}
          name="launch_date"
          type="date"
          value={form.values.launch_date}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={errorOf('launch_date')}
        />
      ) : null}
      <TextField
        label={copy.create.buffer}
        name="plan_max_buffer"
        inputMode="numeric"
        value={form.values.plan_max_buffer}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={errorOf('plan_max_buffer')}
      />
      <Button type="submit" loading={form.isSubmitting}>
        {copy.next}
      </Button>
    </form>
  );
}

/**
 * create_plan_schedule (edit_plan_schedule with ?create=1), edit schedule, and the program's own schedule
 * page (coach_program_schedule) until the schedule builder takes it over.
 */
export function SchedulePage({
  route = 'edit_plan_schedule',
}: {
  route?: 'edit_plan_schedule' | 'coach_program_schedule';
}) {
  const planId = usePlanId();
  const program = useProgram(planId);
  const store = useStoreProgram();
  const navigateTo = useNavigateTo();
  const { toast } = usePlatform();
  const [search] = useSearchParams();
  const creating = search.get('create') === '1';

  return (
    <ProgramRoutePage route={route}>
      {creating ? <StepHeading step={1} /> : null}
      <QueryState query={program}>
        {(current) => (
          <ScheduleForm
            program={current}
            onSaved={(saved) => {
              store(saved);
              if (creating) navigateTo('coach_program_edit', { plan_id: saved.id }, { create: 1 });
              else toast.show({ type: 'congrats', text: copy.saved });
            }}
          />
        )}
      </QueryState>
    </ProgramRoutePage>
  );
}
