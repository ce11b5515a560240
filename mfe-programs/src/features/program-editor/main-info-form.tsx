import {
  planTypeLabels,
  planTypes,
  updateProgramRequestSchema,
  type PlanType,
  type Program,
  type UpdateProgramRequest,
} from '@coachforge/contracts';
import { useLeaveGuard } from '@coachforge/remote-kit';
import { Button, sanitiseHtml, Select, Skeleton, TextField } from '@coachforge/ui';
import { useFormik } from 'formik';
import { lazy, Suspense } from 'react';
import { copy, numberOrNull, validateWith } from '../program-data';

// The editor (ProseMirror) is loaded only where a description is edited, not with every programs page.
const DescriptionEditor = lazy(() => import('./description-editor'));

export interface MainInfoValues {
  title: string;
  plan_type: PlanType;
  description: string;
  level: string;
  average_duration: string;
  weeks_duration: string;
  sections_duration: string;
  sessions_per_day: string;
}

const text = (value: number | null) => (value === null ? '' : String(value));

export const mainInfoOf = (program: Program | null, planType: PlanType): MainInfoValues => ({
  title: program?.title ?? '',
  plan_type: program?.plan_type ?? planType,
  description: program?.description ?? '',
  level: text(program?.level ?? null),
  average_duration: text(program?.average_duration ?? null),
  weeks_duration: text(program?.weeks_duration ?? null),
  sections_duration: text(program?.sections_duration ?? null),
  sessions_per_day: String(program?.sessions_per_day ?? 1),
});

export const toMainInfoRequest = (values: MainInfoValues): UpdateProgramRequest => ({
  title: values.title,
  plan_type: values.plan_type,
  description: values.description,
  level: numberOrNull(values.level),
  average_duration: numberOrNull(values.average_duration),
  weeks_duration: numberOrNull(values.weeks_duration),
  sections_duration: numberOrNull(values.sections_duration),
  sessions_per_day: Number(values.sessions_per_day),
});

/**
 * The program's main info (create_plan_main_info, edit main). Checked with the contracts' schema before
 * sending; the API's field messages land beside their fields through `onSubmit`'s setErrors.
 */
export function MainInfoForm({
  initial,
  typeLockedReason,
  submitLabel,
  onSubmit,
}: {
  initial: MainInfoValues;
  typeLockedReason: string | null;
  submitLabel: string;
  /** Resolves to whether the program was saved: a saved form has nothing left to lose. */
  onSubmit: (values: MainInfoValues, setErrors: (errors: Record<string, string>) => void) => Promise<boolean>;
}) {
  const form = useFormik<MainInfoValues>({
    initialValues: initial,
    validate: validateWith(updateProgramRequestSchema, toMainInfoRequest),
    onSubmit: async (values, helpers) => {
      if (await onSubmit(values, helpers.setErrors)) helpers.resetForm({ values });
    },
  });
  const leaveGuard = useLeaveGuard(form.dirty && !form.isSubmitting);
  const errorOf = (field: keyof MainInfoValues) =>
    form.touched[field] || form.submitCount > 0 ? form.errors[field] : undefined;
  const field = (name: keyof MainInfoValues, label: string, extra: object = {}) => (
    <TextField
      label={label}
      name={name}
      value={form.values[name]}
      onChange={form.handleChange}
      onBlur={form.handleBlur}
      error={errorOf(name)}
      {...extra}
    />
  );

  return (
    <form onSubmit={form.handleSubmit} noValidate data-testid="main-info-form">
      {leaveGuard.dialog}
      {field('title', copy.create.title)}
      <Select<PlanType>
        label={copy.create.type}
        options={planTypes.map((type) => ({ id: type, label: planTypeLabels[type] }))}
        value={form.values.plan_type}
        onChange={(type) => type && void form.setFieldValue('plan_type', type)}
        isDisabled={typeLockedReason !== null}
        description={typeLockedReason ?? undefined}
        error={errorOf('plan_type')}
        testId="program-type"
      />
      <Suspense fallback={<Skeleton height="180px" />}>
        <DescriptionEditor
          label={copy.create.description}
          hint={copy.create.descriptionHint}
          value={sanitiseHtml(initial.description)}
          onChange={(html) => void form.setFieldValue('description', html)}
          onBlur={() => void form.setFieldTouched('description')}
          error={errorOf('description')}
        />
      </Suspense>
      {field('level', copy.create.level, { inputMode: 'numeric' })}
      {field('average_duration', copy.create.averageDuration, { inputMode: 'numeric' })}
      {field('weeks_duration', copy.create.weeksDuration, { inputMode: 'numeric' })}
      {field('sections_duration', copy.create.sectionsDuration, { inputMode: 'numeric' })}
      {field('sessions_per_day', copy.create.sessionsPerDay, { inputMode: 'numeric' })}
      <Button type="submit" loading={form.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
