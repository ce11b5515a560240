import {
  byCadence,
  canRestorePriceOption,
  cadenceLabels,
  cadencesFor,
  messages,
  type PriceOption,
  type Program,
} from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { Button, Card, StatusBadge, TextField } from '@coachforge/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { apiErrorText, copy, usePlanLimits } from '../program-data';
import { AddPriceOption } from './add-price-option';
import { minorUnitsOf } from './amount';
import { PriceChangeMessageDialog } from './price-change-message-dialog';
import { usePriceCalls } from './use-price-calls';

const Line = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
`;

function ChangeAmount({
  option,
  onChange,
}: {
  option: PriceOption;
  onChange: (amount: number) => Promise<unknown>;
}) {
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  if (typed === null)
    return (
      <Button type="button" $variant="link" onClick={() => setTyped('')}>
        {copy.prices.edit}
      </Button>
    );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const amount = minorUnitsOf(typed);
        if (Number.isNaN(amount)) return setError(messages.prices.amountRequired);
        void onChange(amount).then(
          () => setTyped(null),
          (failure: unknown) => setError(apiErrorText(failure)),
        );
      }}
    >
      <TextField
        label={`${copy.prices.amount} (${cadenceLabels[option.duration]})`}
        inputMode="decimal"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={error}
      />
      <Button type="submit" $size="small">
        {copy.save}
      </Button>
    </form>
  );
}

/**
 * A program's price options (spec 02 sections 3 to 5): live ones in the fixed cadence order, then the
 * archived ones; the rules and the plan's limit are said before the coach meets them.
 */
export function PriceOptionsPanel({ program }: { program: Program }) {
  const calls = usePriceCalls(program);
  const { toast } = usePlatform();
  const limits = usePlanLimits();
  const [failure, setFailure] = useState<string | null>(null);
  const options = byCadence(program.original_price);
  const live = options.filter((option) => !option.archived);
  const archived = options.filter((option) => option.archived);
  const awaiting = live.find((option) => option.message_about_changed_price);
  const atFreeLimit = limits.plan === 'free' && live.length >= limits.maxPriceOptions;

  const attempt = (call: () => Promise<unknown>) => {
    setFailure(null);
    void call().catch((error: unknown) => setFailure(apiErrorText(error)));
  };

  if (program.plan_pricing === 'free')
    return (
      <Card title={copy.prices.title} testId="price-options">
        <p>{copy.prices.freeProgram}</p>
      </Card>
    );

  return (
    <Card title={copy.prices.title} testId="price-options">
      <p data-testid="price-rules">
        {copy.prices.rules(
          limits.maxPriceOptions,
          program.plan_type === 'fixed' ? copy.prices.fixedRule : copy.prices.periodRule,
        )}{' '}
        {cadencesFor(program.plan_type)
          .map((cadence) => cadenceLabels[cadence])
          .join(', ')}
        .
      </p>
      {limits.plan === 'free' ? (
        <p data-testid="price-plan-limit">{messages.planLimits.freePriceOptions}</p>
      ) : null}
      {failure ? <p role="alert">{failure}</p> : null}
      <List>
        {live.map((option) => (
          <Line key={option.id} data-testid={`price-option-${option.duration}`}>
            <strong>{option.price_format}</strong>
            <span>{copy.prices.clientsOn(option.clients_count)}</span>
            {option.message_for_inbox ? (
              <small data-testid={`price-message-${option.id}`}>
                {copy.prices.lastMessage}: {option.message_for_inbox}
              </small>
            ) : null}
            <ChangeAmount option={option} onChange={(amount) => calls.change(option.id, amount)} />
            <Button
              type="button"
              $variant="secondary"
              $size="small"
              onClick={() => attempt(() => calls.archive(option.id))}
            >
              {copy.prices.archive}
            </Button>
          </Line>
        ))}
        {archived.map((option) => {
          const restorable = canRestorePriceOption(live, option);
          return (
            <Line key={option.id} data-testid={`price-option-archived-${option.id}`}>
              <StatusBadge>{copy.prices.archivedLabel}</StatusBadge>
              <span>{option.price_format}</span>
              <Button
                type="button"
                $variant="secondary"
                $size="small"
                disabled={!restorable}
                onClick={() => attempt(() => calls.restore(option.id))}
              >
                {copy.prices.restore}
              </Button>
              {!restorable ? <span>{messages.prices.restoreSameCadence}</span> : null}
            </Line>
          );
        })}
      </List>
      {atFreeLimit ? null : (
        <AddPriceOption program={program} maxOptions={limits.maxPriceOptions} onAdd={calls.add} />
      )}
      {awaiting ? (
        <PriceChangeMessageDialog
          key={awaiting.id}
          option={awaiting}
          onSkip={() => calls.skipMessage(awaiting.id)}
          onSend={async (text, media) => {
            await calls.sendMessage({
              plan_price_id: awaiting.id,
              text,
              attachments: media.map((item) => ({ resource_type: 'media' as const, resource_id: item.id })),
            });
            toast.show({ type: 'congrats', text: messages.prices.messageSent });
            // The API clears the pending decision; read the program again to close the dialog.
            await calls.refresh();
          }}
        />
      ) : null}
    </Card>
  );
}
