import { formatAmount, planTypeLabels, type Program } from '@coachforge/contracts';
import { Card, SafeHtml } from '@coachforge/ui';
import styled from 'styled-components';
import { copy } from '../program-data';

const WaiverText = styled.p`
  white-space: pre-wrap;
`;

/** details: what a client will see about the program, as the coach set it. */
export function ProgramDetails({ program }: { program: Program }) {
  const live = program.original_price.filter((option) => !option.archived);
  return (
    <Card title={copy.view.tabs.coach_program_view_details} testId="program-details">
      <p>{planTypeLabels[program.plan_type]}</p>
      <p>
        {program.plan_pricing === 'free'
          ? copy.list.free
          : live.map((option) => option.price_format || formatAmount(option.amount)).join(' · ')}
      </p>
      {program.description ? <SafeHtml html={program.description} /> : <p>{copy.create.notSet}</p>}
      <p>{copy.list.clients(program.clients_count)}</p>
    </Card>
  );
}

/** waiver: the text clients accept before they start, or that none is asked. */
export function ProgramWaiver({ program }: { program: Program }) {
  const { show, text, attachments } = program.plan_waiver;
  return (
    <Card title={copy.view.tabs.coach_program_waiver} testId="program-waiver">
      {show ? (
        <>
          <p>{copy.view.waiverOn}</p>
          <WaiverText>{text}</WaiverText>
          <p>{copy.view.attachments(attachments.length)}</p>
        </>
      ) : (
        <p>{copy.view.waiverOff}</p>
      )}
    </Card>
  );
}
