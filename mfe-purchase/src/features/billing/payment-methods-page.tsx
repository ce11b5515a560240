import { cardExpired, endpoints, messages, type Card, type CardFormMode } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { Button, ConfirmDialog, EmptyState, ErrorPanel, Notice, Skeleton, StatusBadge } from '@coachforge/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { BillingTabs } from './billing-tabs';
import { CardDialog } from './card-dialog';
import { cardsKey, useCards } from './use-cards';

const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const CardRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const brandName = (brand: string) =>
  brand === 'unknown' ? 'Card' : brand[0]!.toUpperCase() + brand.slice(1);
const expiry = (card: Card) =>
  `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year).slice(-2)}`;

type Editing = { mode: CardFormMode; card?: Card } | null;

function CardItem({
  card,
  onEdit,
  onRemove,
}: {
  card: Card;
  onEdit: (mode: CardFormMode) => void;
  onRemove: () => void;
}) {
  const { api, toast } = usePlatform();
  const queryClient = useQueryClient();
  const makeDefault = useMutation({
    mutationFn: () => api.request(endpoints.setDefaultCard, { params: { card_id: card.id } }),
    onSuccess: () => {
      toast.show({ type: 'congrats', text: messages.cards.madeDefault(card.last4) });
      void queryClient.invalidateQueries({ queryKey: ['purchase'] });
    },
  });
  const expired = cardExpired(card.exp_month, card.exp_year, new Date());
  const hasAddress = card.billing_info.address.line1 !== '';
  return (
    <CardRow data-testid={`card-${card.last4}`}>
      <strong>
        {brandName(card.brand)} ending {card.last4}
      </strong>
      <span>Expires {expiry(card)}</span>
      {card.kind === 'default' ? <StatusBadge tone="success">Default</StatusBadge> : null}
      {expired ? <StatusBadge tone="danger">Expired</StatusBadge> : null}
      {!hasAddress ? (
        <Button type="button" $size="small" $variant="link" onClick={() => onEdit('edit-partial')}>
          Add billing address
        </Button>
      ) : null}
      <span style={{ marginLeft: 'auto' }}>
        {card.kind !== 'default' ? (
          <Button
            type="button"
            $size="small"
            $variant="secondary"
            loading={makeDefault.isPending}
            onClick={() => makeDefault.mutate()}
          >
            Make default
          </Button>
        ) : null}{' '}
        {hasAddress ? (
          <Button type="button" $size="small" $variant="secondary" onClick={() => onEdit('edit')}>
            Edit
          </Button>
        ) : null}{' '}
        <Button type="button" $size="small" $variant="secondary" onClick={() => onEdit('rewrite')}>
          Replace
        </Button>{' '}
        <Button type="button" $size="small" $variant="link" onClick={onRemove}>
          Remove
        </Button>
      </span>
    </CardRow>
  );
}

/**
 * Payment methods (billing_payment): the client's cards under each coach they pay, the default one marked;
 * add, edit, replace, make default and remove. A new default or replacement pays what a program owes.
 */
export function PaymentMethodsPage() {
  const { api, toast } = usePlatform();
  const queryClient = useQueryClient();
  const cards = useCards();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Card | null>(null);
  const remove = useMutation({
    mutationFn: (card: Card) =>
      api.request(endpoints.removeCard, { params: { card_id: card.id }, quiet: true }),
    onSuccess: () => {
      toast.show({ type: 'congrats', text: messages.cards.removed });
      setRemoving(null);
      void queryClient.invalidateQueries({ queryKey: cardsKey });
    },
  });

  return (
    <BillingTabs route="billing_payment">
      {cards.isPending ? (
        <Skeleton height="160px" />
      ) : cards.isError ? (
        <ErrorPanel title="Your cards could not be loaded" onRetry={() => void cards.refetch()} />
      ) : cards.data.coaches.length === 0 ? (
        <EmptyState
          title="No cards yet"
          description="Cards you pay your coaches with show here once you have a program."
        />
      ) : (
        <>
          {cards.data.coaches.map((coach) => {
            const ofCoach = cards.data.cards.filter((card) => card.coach_id === coach.id);
            return (
              <section
                key={coach.id}
                aria-label={`Cards for ${coach.name}`}
                data-testid={`cards-of-${coach.id}`}
              >
                <h2>{coach.name}</h2>
                {ofCoach.length === 0 ? (
                  <p>No card saved for this coach.</p>
                ) : (
                  <CardList>
                    {ofCoach.map((card) => (
                      <CardItem
                        key={card.id}
                        card={card}
                        onEdit={(mode) => setEditing({ mode, card })}
                        onRemove={() => setRemoving(card)}
                      />
                    ))}
                  </CardList>
                )}
              </section>
            );
          })}
          <p>
            <Button type="button" onClick={() => setEditing({ mode: 'add' })} data-testid="add-card">
              Add a card
            </Button>
          </p>
        </>
      )}
      {editing && cards.data ? (
        <CardDialog
          mode={editing.mode}
          {...(editing.card ? { card: editing.card } : {})}
          coaches={cards.data.coaches}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {removing ? (
        <ConfirmDialog
          isOpen
          title={`Remove the card ending ${removing.last4}?`}
          confirmLabel="Remove card"
          tone="danger"
          testId="remove-card"
          onConfirm={() =>
            remove.mutateAsync(removing).then(
              () => undefined,
              () => undefined,
            )
          }
          onCancel={() => {
            setRemoving(null);
            remove.reset();
          }}
        >
          {remove.error ? (
            <Notice tone="error">{remove.error.message}</Notice>
          ) : (
            'Subscriptions it pays move to your other card for this coach.'
          )}
        </ConfirmDialog>
      ) : null}
    </BillingTabs>
  );
}
