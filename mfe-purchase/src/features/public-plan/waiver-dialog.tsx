import { messages, type PublicPlanAttachment } from '@coachforge/contracts';
import { Button, Checkbox, Dialog, TextField } from '@coachforge/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { PlanAttachments } from './plan-attachments';

const WaiverText = styled.div`
  white-space: pre-wrap;
  max-height: 40vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

export interface WaiverAcceptance {
  accepted: true;
  full_name: string;
}

/**
 * The waiver modal (spec 02 sections 2 and 8): the coach's text, the client's name as signature, and
 * Accept, which works only once "Confirmed as read and accepted" is ticked. The text is shown as text.
 */
export function WaiverDialog({
  text,
  attachments = [],
  defaultName,
  onClose,
  onAccept,
}: {
  text: string;
  /** Files the coach attached to the waiver, read before accepting. */
  attachments?: PublicPlanAttachment[];
  defaultName: string;
  onClose: () => void;
  onAccept: (acceptance: WaiverAcceptance) => void;
}) {
  const [name, setName] = useState(defaultName);
  const [ticked, setTicked] = useState(false);
  const ready = ticked && name.trim() !== '';
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title="Waiver"
      testId="waiver-dialog"
      actions={
        <Button
          type="button"
          disabled={!ready}
          onClick={() => onAccept({ accepted: true, full_name: name.trim() })}
        >
          Accept
        </Button>
      }
    >
      <WaiverText data-testid="waiver-text">{text}</WaiverText>
      {attachments.length > 0 ? (
        <PlanAttachments attachments={attachments} testId="waiver-attachments" />
      ) : null}
      <TextField
        label="Your full name"
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={ticked && name.trim() === '' ? messages.purchase.waiverNameRequired : undefined}
      />
      <Checkbox
        label="Confirmed as read and accepted"
        checked={ticked}
        onChange={(event) => setTicked(event.target.checked)}
      />
    </Dialog>
  );
}

/** Whether this viewer still has to accept the program's waiver before getting or buying it. */
export const needsWaiver = (plan: { plan_waiver: { accepted_text: string | null } | null }) =>
  plan.plan_waiver !== null && plan.plan_waiver.accepted_text === null;
