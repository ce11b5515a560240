import {
  messages,
  workoutTemplateRequestSchema,
  type ScheduleDay,
  type WorkoutTemplateRequest,
} from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { Button, Dialog, ErrorPanel, Notice, TextArea, TextField } from '@coachforge/ui';
import { useFormik } from 'formik';
import { useState } from 'react';
import { apiErrorText, apiFieldErrors, copy, usePlanLimits, validateWith } from '../program-data';
import { useSaveTemplate } from './use-templates';

/**
 * "Save day as template" (decision 0155): the day's sessions as they are in the builder now, under a name
 * unique in the account. What the coach typed stays when the API refuses it.
 */
export function SaveTemplateDialog({
  day,
  dayLabel,
  onClose,
}: {
  day: ScheduleDay;
  dayLabel: string;
  onClose: () => void;
}) {
  const { toast } = usePlatform();
  const limits = usePlanLimits();
  const save = useSaveTemplate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik<WorkoutTemplateRequest>({
    initialValues: { title: '', description: '', day },
    validate: validateWith(workoutTemplateRequestSchema, (values) => values),
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        await save.mutateAsync(values);
        toast.show({ type: 'info', text: messages.templates.saved });
        onClose();
      } catch (error) {
        helpers.setErrors(apiFieldErrors(error));
        setFailure(apiErrorText(error));
      }
    },
  });
  const errorOf = (field: 'title' | 'description' | 'day') =>
    form.touched[field] || form.submitCount > 0 ? (form.errors[field] as string | undefined) : undefined;
  const empty = day.sessions.length === 0;

  return (
    <Dialog
      isOpen
      title={`Save ${dayLabel} as a template`}
      onClose={form.isSubmitting ? undefined : onClose}
      testId="save-template-dialog"
      actions={
        <>
          <Button type="button" $variant="secondary" disabled={form.isSubmitting} onClick={onClose}>
            {copy.cancel}
          </Button>
          {limits.templates && !empty ? (
            <Button type="button" loading={form.isSubmitting} onClick={() => void form.submitForm()}>
              Save template
            </Button>
          ) : null}
        </>
      }
    >
      {!limits.templates ? (
        <Notice tone="info">{messages.templates.needProfessional}</Notice>
      ) : empty ? (
        <Notice tone="info">{messages.templates.emptyDay}</Notice>
      ) : (
        <>
          {failure ? <ErrorPanel title={failure} /> : null}
          <TextField
            label="Template name"
            name="title"
            value={form.values.title}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            error={errorOf('title')}
            autoFocus
          />
          <TextArea
            label="Description"
            name="description"
            value={form.values.description}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            error={errorOf('description')}
          />
          <p>
            {day.sessions.length} {day.sessions.length === 1 ? 'session' : 'sessions'}:{' '}
            {day.sessions.map((session) => session.title || 'Untitled').join(', ')}
          </p>
        </>
      )}
    </Dialog>
  );
}
