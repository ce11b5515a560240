import {
  exerciseCategories,
  exerciseRequestSchema,
  messages,
  type Exercise,
  type ExerciseCategory,
  type ExerciseRequest,
} from '@coachforge/contracts';
import { useLeaveGuard, usePlatform } from '@coachforge/remote-kit';
import { Button, Dialog, ErrorPanel, Select, TextField } from '@coachforge/ui';
import { useFormik } from 'formik';
import { useState } from 'react';
import { apiErrorText, apiFieldErrors, copy, validateWith } from '../program-data';
import { useSaveExercise } from './use-exercises';

export const categoryLabels: Record<ExerciseCategory, string> = {
  strength: 'Strength',
  cardio: 'Cardio',
  mobility: 'Mobility',
};

/**
 * Creates an exercise of the account's own, or edits one: name, metric category (fixed once saved, as
 * the spec says, because results already logged are scored by it), equipment, muscle group and a
 * demonstration video from the media library.
 */
export function ExerciseDialog({ exercise, onClose }: { exercise: Exercise | null; onClose: () => void }) {
  const { toast, openMediaLibrary } = usePlatform();
  const save = useSaveExercise();
  const [failure, setFailure] = useState<string | null>(null);
  const [videoName, setVideoName] = useState<string | null>(exercise?.video_media_id ? 'Video chosen' : null);
  const form = useFormik<ExerciseRequest>({
    initialValues: {
      name: exercise?.name ?? '',
      category: exercise?.category ?? 'strength',
      equipment: exercise?.equipment ?? '',
      muscle_group: exercise?.muscle_group ?? '',
      video_media_id: exercise?.video_media_id ?? null,
    },
    validate: validateWith(exerciseRequestSchema, (values) => values),
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        await save.mutateAsync({ id: exercise?.id ?? null, exercise: values });
        toast.show({ type: 'info', text: exercise ? messages.exercises.saved : messages.exercises.created });
        onClose();
      } catch (error) {
        helpers.setErrors(apiFieldErrors(error));
        setFailure(apiErrorText(error));
      }
    },
  });
  // The dialog covers the page, but Back or closing the tab would still drop what was typed.
  const leaveGuard = useLeaveGuard(form.dirty && !form.isSubmitting);
  const errorOf = (field: keyof ExerciseRequest) =>
    form.touched[field] || form.submitCount > 0 ? (form.errors[field] as string | undefined) : undefined;
  const text = (label: string, field: 'name' | 'equipment' | 'muscle_group') => (
    <TextField
      label={label}
      name={field}
      value={form.values[field]}
      onChange={form.handleChange}
      onBlur={form.handleBlur}
      error={errorOf(field)}
    />
  );

  return (
    <Dialog
      isOpen
      title={exercise ? `Edit ${exercise.name}` : 'New exercise'}
      onClose={form.isSubmitting ? undefined : onClose}
      testId="exercise-dialog"
      actions={
        <>
          <Button type="button" $variant="secondary" disabled={form.isSubmitting} onClick={onClose}>
            {copy.cancel}
          </Button>
          <Button type="button" loading={form.isSubmitting} onClick={() => void form.submitForm()}>
            {exercise ? 'Save exercise' : 'Create exercise'}
          </Button>
        </>
      }
    >
      {leaveGuard.dialog}
      {failure ? <ErrorPanel title={failure} /> : null}
      {text('Name', 'name')}
      <Select<ExerciseCategory>
        label="Metric category"
        value={form.values.category}
        options={exerciseCategories.map((category) => ({ id: category, label: categoryLabels[category] }))}
        onChange={(category) => category && void form.setFieldValue('category', category)}
        isDisabled={exercise !== null}
        description={exercise ? messages.exercises.categoryFixed : 'Fixed once the exercise is saved.'}
        error={errorOf('category')}
      />
      {text('Equipment', 'equipment')}
      {text('Muscle group', 'muscle_group')}
      <p>
        <Button
          type="button"
          $variant="secondary"
          onClick={() =>
            void openMediaLibrary({
              mode: 'add',
              multiple: false,
              forbiddenKinds: ['image', 'youtube', 'other'],
            }).then(
              ([video]) => {
                if (!video) return;
                void form.setFieldValue('video_media_id', video.id);
                setVideoName(video.title);
              },
              () => undefined,
            )
          }
        >
          {form.values.video_media_id ? 'Change video' : 'Add a demonstration video'}
        </Button>{' '}
        {videoName ? <span data-testid="exercise-video">{videoName}</span> : null}
        {form.values.video_media_id ? (
          <Button
            type="button"
            $variant="ghost"
            $size="small"
            onClick={() => {
              void form.setFieldValue('video_media_id', null);
              setVideoName(null);
            }}
          >
            Remove video
          </Button>
        ) : null}
      </p>
      {errorOf('video_media_id') ? <ErrorPanel title={errorOf('video_media_id')!} /> : null}
    </Dialog>
  );
}
