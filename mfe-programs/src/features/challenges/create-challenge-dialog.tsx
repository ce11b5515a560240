import {
  challengeRequestSchema,
  lowerIsBetterByDefault,
  messages,
  scoreKinds,
  type ChallengeRequest,
  type ScoreKind,
} from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { Button, Checkbox, Dialog, ErrorPanel, Select, TextArea, TextField } from '@coachforge/ui';
import { useFormik } from 'formik';
import { useState } from 'react';
import { apiErrorText, apiFieldErrors, copy, validateWith } from '../program-data';
import { useCreateChallenge } from './use-challenges';

export const scoreKindLabels: Record<ScoreKind, string> = {
  time: 'Time',
  reps: 'Reps',
  load: 'Load (kg)',
  rounds: 'Rounds',
  distance: 'Distance (m)',
};

/** A challenge of the account's own: name, what it is, how it is scored and which way is better. */
export function CreateChallengeDialog({ onClose }: { onClose: () => void }) {
  const { toast } = usePlatform();
  const create = useCreateChallenge();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik<Required<ChallengeRequest>>({
    initialValues: { title: '', description: '', score_kind: 'time', lower_is_better: true },
    validate: validateWith(challengeRequestSchema, (values) => values),
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        await create.mutateAsync(values);
        toast.show({ type: 'info', text: messages.challenges.created });
        onClose();
      } catch (error) {
        helpers.setErrors(apiFieldErrors(error));
        setFailure(apiErrorText(error));
      }
    },
  });
  const errorOf = (field: 'title' | 'description') =>
    form.touched[field] || form.submitCount > 0 ? form.errors[field] : undefined;
  return (
    <Dialog
      isOpen
      title="New challenge"
      onClose={form.isSubmitting ? undefined : onClose}
      testId="challenge-dialog"
      actions={
        <>
          <Button type="button" $variant="secondary" disabled={form.isSubmitting} onClick={onClose}>
            {copy.cancel}
          </Button>
          <Button type="button" loading={form.isSubmitting} onClick={() => void form.submitForm()}>
            Create challenge
          </Button>
        </>
      }
    >
      {failure ? <ErrorPanel title={failure} /> : null}
      <TextField
        label="Name"
        name="title"
        value={form.values.title}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={errorOf('title')}
      />
      <TextArea
        label="What to do"
        name="description"
        value={form.values.description}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={errorOf('description')}
      />
      <Select<ScoreKind>
        label="Scored by"
        value={form.values.score_kind}
        options={scoreKinds.map((kind) => ({ id: kind, label: scoreKindLabels[kind] }))}
        onChange={(kind) => {
          if (!kind) return;
          void form.setFieldValue('score_kind', kind);
          // The kind's usual direction; the coach can still turn it (a longest plank hold).
          void form.setFieldValue('lower_is_better', lowerIsBetterByDefault(kind));
        }}
      />
      <Checkbox
        label="Lower is better (the fastest time wins)"
        checked={form.values.lower_is_better}
        onChange={(event) => void form.setFieldValue('lower_is_better', event.target.checked)}
      />
    </Dialog>
  );
}
