import {
  messages,
  workoutTemplateRequestSchema,
  type Exercise,
  type WorkoutTemplate,
  type WorkoutTemplateRequest,
} from '@coachforge/contracts';
import {
  useLeaveGuard,
  useNavigateTo,
  useParams,
  usePlatform,
  useSearchParams,
} from '@coachforge/remote-kit';
import { Button, ConfirmDialog, ErrorPanel, Notice, TextArea, TextField } from '@coachforge/ui';
import { useFormik } from 'formik';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useExercises } from '../exercise-library';
import {
  apiErrorText,
  apiFieldErrors,
  copy,
  ProgramRoutePage,
  QueryState,
  RouteButton,
  usePlanLimits,
  validateWith,
} from '../program-data';
import { newSession, SingleDayEditor } from '../schedule-builder';
import { useSaveTemplate, useTemplate, useUpdateTemplate } from '../workout-templates';
import type { TemplateEditorRoute } from './template-routes';

// A disabled fieldset disables every field and button inside: a platform template stays readable.
const Fields = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  position: sticky;
  bottom: 0;
  padding: ${({ theme }) => theme.space(3)} 0;
  background: ${({ theme }) => theme.colors.background};
`;

const idOf = (text: string | null | undefined) =>
  text && /^[1-9]\d{0,14}$/.test(text) ? Number(text) : null;
const starter = (): WorkoutTemplateRequest => ({
  title: '',
  description: '',
  day: { sessions: [newSession()] },
});

/** The first problem the checks found in the day's sessions, shown above them. */
const dayProblem = (errors: Record<string, unknown>) =>
  Object.entries(errors).find(
    ([key]) => key === 'day' || key.startsWith('day.') || key.startsWith('day['),
  )?.[1];

/**
 * The template's name, description and day in one form: the day with the schedule builder's session
 * editor. Creating goes back to the list; editing stays. What the coach typed stays when the API refuses.
 */
function TemplateForm({
  initial,
  template,
  library,
  readOnly = false,
}: {
  initial: WorkoutTemplateRequest;
  /** The template edited; null when creating. */
  template: WorkoutTemplate | null;
  library: Exercise[];
  readOnly?: boolean;
}) {
  const { toast } = usePlatform();
  const navigateTo = useNavigateTo();
  const create = useSaveTemplate();
  const update = useUpdateTemplate(template?.id ?? 0);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  // Cancel with unsaved changes asks first: what the coach typed is never dropped silently.
  const [leaving, setLeaving] = useState(false);
  const form = useFormik<WorkoutTemplateRequest>({
    initialValues: initial,
    validate: validateWith(workoutTemplateRequestSchema, (values) => values),
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        if (template) {
          const stored = await update.mutateAsync(values);
          helpers.resetForm({
            values: { title: stored.title, description: stored.description, day: stored.day },
          });
          setSaved(true);
          toast.show({ type: 'info', text: messages.templates.updated });
        } else {
          await create.mutateAsync(values);
          toast.show({ type: 'info', text: messages.templates.saved });
          navigateTo('workout_library_days');
        }
      } catch (error) {
        helpers.setErrors(apiFieldErrors(error));
        setFailure(apiErrorText(error));
      }
    },
  });
  // Leaving by the header, Back or closing the tab asks too; not while a save is under way.
  const leaveGuard = useLeaveGuard(!readOnly && form.dirty && !form.isSubmitting);
  const shown = form.touched.title || form.submitCount > 0;
  const problem = form.submitCount > 0 ? dayProblem(form.errors as Record<string, unknown>) : undefined;
  return (
    <form
      aria-label={template ? `Edit ${template.title}` : 'New template'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submitForm();
      }}
    >
      <Fields disabled={readOnly}>
        {failure ? <ErrorPanel title={failure} /> : null}
        <TextField
          label="Template name"
          name="title"
          value={form.values.title}
          onChange={(event) => {
            setSaved(false);
            form.handleChange(event);
          }}
          onBlur={form.handleBlur}
          error={shown ? form.errors.title : undefined}
        />
        <TextArea
          label="Description"
          name="description"
          value={form.values.description}
          onChange={(event) => {
            setSaved(false);
            form.handleChange(event);
          }}
          onBlur={form.handleBlur}
          error={shown ? form.errors.description : undefined}
        />
        <h2>Sessions</h2>
        {typeof problem === 'string' ? <Notice tone="error">{problem}</Notice> : null}
        <SingleDayEditor
          day={form.values.day}
          library={library}
          onChange={(day) => {
            setSaved(false);
            void form.setFieldValue('day', day);
          }}
        />
      </Fields>
      {readOnly ? null : (
        <Bar>
          <Button type="submit" loading={form.isSubmitting} data-testid="save-template">
            {template ? 'Save template' : 'Create template'}
          </Button>
          {form.dirty ? (
            <Button type="button" $variant="secondary" onClick={() => setLeaving(true)}>
              Cancel
            </Button>
          ) : (
            <RouteButton route="workout_library_days" params={{}}>
              Back to templates
            </RouteButton>
          )}
          <span role="status" data-testid="template-state">
            {form.dirty ? 'Unsaved changes' : saved ? copy.saved : ''}
          </span>
        </Bar>
      )}
      {leaveGuard.dialog}
      <ConfirmDialog
        isOpen={leaving}
        title="Leave unsaved changes?"
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        tone="danger"
        onCancel={() => setLeaving(false)}
        onConfirm={() => {
          leaveGuard.allowLeaving();
          navigateTo('workout_library_days');
        }}
      >
        The changes to this template are not saved yet. Save them first to keep them.
      </ConfirmDialog>
    </form>
  );
}

/** A template read for editing or viewing, with the exercise library the editor picks from. */
function LoadedTemplate({
  id,
  children,
}: {
  id: number | null;
  children: (template: WorkoutTemplate | null, library: Exercise[]) => ReactNode;
}) {
  const template = useTemplate(id);
  const library = useExercises();
  if (id === null) return <QueryState query={library}>{(exercises) => children(null, exercises)}</QueryState>;
  return (
    <QueryState query={template}>
      {(found) => <QueryState query={library}>{(exercises) => children(found, exercises)}</QueryState>}
    </QueryState>
  );
}

/**
 * A template's own page (decision 0172): days/create makes one of the account's own (from scratch, or a
 * copy of another with ?from=), days/:template_id edits it; presets/:plan_id and hyrox/:plan_id show a
 * platform template, which only operators change, with Make a copy; presets/create and hyrox/create say
 * so and lead to making one's own.
 */
export function TemplateEditorPage({ route }: { route: TemplateEditorRoute }) {
  const limits = usePlanLimits();
  const params = useParams();
  const [search] = useSearchParams();
  const back = (
    <p>
      <RouteButton route="workout_library_days" params={{}} variant="link">
        ← All templates
      </RouteButton>
    </p>
  );

  if (!limits.templates)
    return (
      <ProgramRoutePage route={route}>
        {back}
        <Notice tone="info">{messages.templates.needProfessional}</Notice>
      </ProgramRoutePage>
    );

  if (route === 'workout_library_presets_create' || route === 'workout_library_hyrox_create')
    return (
      <ProgramRoutePage route={route}>
        {back}
        <Notice tone="info">{messages.templates.libraryReadOnly}</Notice>
        <p>
          <RouteButton route="workout_library_days_create" params={{}}>
            Create a template of your own
          </RouteButton>
        </p>
      </ProgramRoutePage>
    );

  if (route === 'workout_library_days_create') {
    const from = idOf(search.get('from'));
    return (
      <ProgramRoutePage route={route}>
        {back}
        <LoadedTemplate id={from}>
          {(source, library) => (
            <TemplateForm
              template={null}
              library={library}
              initial={
                source
                  ? { title: `${source.title} (copy)`, description: source.description, day: source.day }
                  : starter()
              }
            />
          )}
        </LoadedTemplate>
      </ProgramRoutePage>
    );
  }

  const id = idOf(route === 'workout_library_days_edit' ? params.template_id : params.plan_id);
  return (
    <ProgramRoutePage route={route}>
      {back}
      {id === null ? (
        <Notice tone="error">{messages.templates.notFound}</Notice>
      ) : (
        <LoadedTemplate id={id}>
          {(template, library) =>
            template!.library ? (
              <>
                <Notice tone="info">{messages.templates.libraryReadOnly}</Notice>
                <p>
                  <RouteButton route="workout_library_days_create" params={{}} query={{ from: template!.id }}>
                    Make a copy
                  </RouteButton>
                </p>
                <TemplateForm
                  template={template}
                  library={library}
                  initial={{ title: template!.title, description: template!.description, day: template!.day }}
                  readOnly
                />
              </>
            ) : (
              <TemplateForm
                key={template!.id}
                template={template}
                library={library}
                initial={{ title: template!.title, description: template!.description, day: template!.day }}
              />
            )
          }
        </LoadedTemplate>
      )}
    </ProgramRoutePage>
  );
}
