import type { ResumeType } from '@coachforge/contracts';
import { Button, Dialog, RadioGroup } from '@coachforge/ui';
import { useState } from 'react';

const labels: Record<ResumeType, string> = {
  restart: 'Start again from the beginning',
  continue: 'Continue where I stopped',
};

/** The resume modal (spec 02 section 4): take a cancelled program up again from its start or where it stopped. */
export function ResumeDialog({
  choices,
  busy,
  onClose,
  onChoose,
}: {
  choices: ResumeType[];
  busy: boolean;
  onClose: () => void;
  onChoose: (choice: ResumeType) => void;
}) {
  const [choice, setChoice] = useState<ResumeType>(choices[0]!);
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title="Resume your program"
      testId="resume-dialog"
      actions={
        <Button type="button" loading={busy} onClick={() => onChoose(choice)}>
          Resume
        </Button>
      }
    >
      <RadioGroup<ResumeType>
        label="Where do you want to pick up?"
        value={choice}
        onChange={setChoice}
        options={choices.map((value) => ({ value, label: labels[value] }))}
      />
    </Dialog>
  );
}
