import { formatAmount, planTypeLabels, type Program } from '@coachforge/contracts';
import { Card, DropdownMenu, StatusBadge, type DropdownMenuEntry } from '@coachforge/ui';
import { useNavigateTo } from '@coachforge/remote-kit';
import { copy } from '../program-data';

/** What a list shows as the program's price: its first live option, or Free. */
function priceLine(program: Program): string {
  if (program.plan_pricing === 'free') return copy.list.free;
  const live = program.original_price.find((option) => !option.archived);
  return live ? live.price_format || formatAmount(live.amount) : copy.list.noPrice;
}

export function ProgramCard({
  program,
  onAction,
}: {
  program: Program;
  onAction: (action: 'archive' | 'restore' | 'duplicate', program: Program) => void;
}) {
  const navigateTo = useNavigateTo();
  const items: DropdownMenuEntry[] = [
    { key: 'open', label: copy.list.open },
    { key: 'edit', label: copy.list.edit },
    { key: 'duplicate', label: copy.list.duplicate },
    program.archive
      ? { key: 'restore', label: copy.list.restore, separatorBefore: true }
      : { key: 'archive', label: copy.list.archive, danger: true, separatorBefore: true },
  ];
  return (
    <Card
      title={program.title}
      testId={`program-card-${program.id}`}
      aside={
        <DropdownMenu
          label={copy.list.actions}
          ariaLabel={`${copy.list.actions}: ${program.title}`}
          testId={`program-actions-${program.id}`}
          items={items}
          onAction={(key) => {
            if (key === 'open') navigateTo('coach_program_view_clients', { plan_id: program.id });
            else if (key === 'edit') navigateTo('edit_plan_main_info', { plan_id: program.id });
            else onAction(key as 'archive' | 'restore' | 'duplicate', program);
          }}
        />
      }
    >
      <p>
        {planTypeLabels[program.plan_type]} · {priceLine(program)} ·{' '}
        {copy.list.clients(program.clients_count)}
      </p>
      <p>
        <StatusBadge tone={program.plan_status === 'published' ? 'success' : 'neutral'}>
          {program.plan_status === 'published' ? copy.list.published : copy.list.draft}
        </StatusBadge>
      </p>
    </Card>
  );
}
