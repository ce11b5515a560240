import {
  billingDetailsSchema,
  endpoints,
  formErrorsOf,
  messages,
  type BillingDetails,
  type Card,
  type CardFormMode,
} from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { Button, ComboBox, Dialog, Notice, Select, TextField } from '@coachforge/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CardElements,
  CardPaymentElement,
  useCardPaymentMethod,
  type CardPaymentMethod,
  type WalletPayment,
} from '../card-form';
import { useCountries } from './use-cards';

const emptyBilling: BillingDetails = {
  name: '',
  address: { line1: '', city: '', postal_code: '', country: '' },
};

const titles: Record<CardFormMode, (card?: Card) => string> = {
  add: () => 'Add a card',
  edit: (card) => `Edit the card ending ${card?.last4}`,
  rewrite: (card) => `Replace the card ending ${card?.last4}`,
  'edit-partial': (card) => `Add a billing address to the card ending ${card?.last4}`,
};

export interface CardDialogProps {
  mode: CardFormMode;
  /** The card edited or replaced; none when adding. */
  card?: Card;
  /** Whom a new card pays: chosen by the client when they have several coaches. */
  coaches: { id: number; name: string }[];
  onClose: () => void;
}

function CardDialogForm({
  mode,
  card,
  coaches,
  onClose,
  cardMethod,
}: CardDialogProps & { cardMethod: CardPaymentMethod | null }) {
  const { api, toast } = usePlatform();
  const queryClient = useQueryClient();
  const countries = useCountries();
  const takesCard = mode === 'add' || mode === 'rewrite';
  const [coachId, setCoachId] = useState<number | null>(card?.coach_id ?? coaches[0]?.id ?? null);
  const [billing, setBilling] = useState<BillingDetails>(
    card?.billing_info.name ? card.billing_info : emptyBilling,
  );
  const [network, setNetwork] = useState<string | null>(card?.preferred_network ?? null);
  const [cardComplete, setCardComplete] = useState(false);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const setAddress = (field: keyof BillingDetails['address'], value: string) =>
    setBilling((current) => ({ ...current, address: { ...current.address, [field]: value } }));

  /** With a wallet's payment, its card and the address it shared are saved (spec 02 section 5). */
  const submit = async (wallet?: WalletPayment) => {
    setFailure(null);
    const details = wallet?.billing ?? billing;
    if (wallet?.billing) setBilling(wallet.billing);
    const found = await formErrorsOf(billingDetailsSchema, details);
    if (takesCard && coachId === null) found.coach_id = messages.cards.coachRequired;
    setProblems(found);
    if (Object.keys(found).length > 0) return wallet?.failed();
    setBusy(true);
    try {
      if (takesCard) {
        if (!cardMethod?.stripe) return;
        const body = {
          coach_id: coachId!,
          payment_method_id: await cardMethod.create(),
          billing_details: details,
        };
        await (mode === 'rewrite'
          ? api.request(endpoints.replaceCard, { body: { ...body, remove_card_id: card!.id }, quiet: true })
          : api.request(endpoints.addCard, { body, quiet: true }));
        toast.show({ type: 'congrats', text: messages.cards.added });
      } else {
        await api.request(endpoints.updateCard, {
          params: { card_id: card!.id },
          body: { billing_details: billing, preferred_network: network },
          quiet: true,
        });
        toast.show({ type: 'congrats', text: messages.cards.updated });
      }
      // A new card may have paid what a program owed: its state shows on my programs and the history.
      await queryClient.invalidateQueries({ queryKey: ['purchase'] });
      onClose();
    } catch (error) {
      wallet?.failed();
      // Card setup errors show under the form (spec 02 section 8); what was typed stays.
      setFailure(error instanceof Error && error.message ? error.message : messages.payments.cardError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={titles[mode](card)}
      testId="card-dialog"
      actions={
        <>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            form="card-form"
            loading={busy}
            disabled={takesCard && !cardComplete}
            data-testid="card-save"
          >
            {mode === 'rewrite' ? 'Replace card' : mode === 'add' ? 'Add card' : 'Save'}
          </Button>
        </>
      }
    >
      <form
        id="card-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {mode === 'add' && coaches.length > 1 ? (
          <Select
            label="Pays"
            value={coachId}
            onChange={setCoachId}
            options={coaches.map((coach) => ({ id: coach.id, label: coach.name }))}
            error={problems.coach_id}
          />
        ) : null}
        {takesCard ? (
          <CardPaymentElement onComplete={setCardComplete} onWallet={(wallet) => void submit(wallet)} />
        ) : null}
        <TextField
          label="Name on card"
          autoComplete="cc-name"
          value={billing.name}
          onChange={(event) => setBilling({ ...billing, name: event.target.value })}
          error={problems.name}
        />
        <TextField
          label="Billing address"
          autoComplete="address-line1"
          value={billing.address.line1}
          onChange={(event) => setAddress('line1', event.target.value)}
          error={problems['address.line1']}
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          value={billing.address.city}
          onChange={(event) => setAddress('city', event.target.value)}
          error={problems['address.city']}
        />
        <TextField
          label="Postal code"
          autoComplete="postal-code"
          value={billing.address.postal_code}
          onChange={(event) => setAddress('postal_code', event.target.value)}
          error={problems['address.postal_code']}
        />
        <ComboBox
          label="Country"
          placeholder="Choose the country"
          value={billing.address.country || null}
          onChange={(country) => setAddress('country', country ?? '')}
          options={(countries.data ?? []).map((country) => ({ id: country.code, label: country.name }))}
          error={problems['address.country']}
          testId="card-country"
        />
        {mode === 'edit' && card && card.networks.length > 1 ? (
          <Select
            label="Preferred network"
            value={network ?? ''}
            onChange={(value) => setNetwork(value || null)}
            options={[
              { id: '', label: 'Let the card decide' },
              ...card.networks.map((name) => ({ id: name, label: name })),
            ]}
          />
        ) : null}
      </form>
      {failure ? (
        <Notice tone="error" testId="card-error">
          {failure}
        </Notice>
      ) : null}
    </Dialog>
  );
}

/**
 * The add-card modal in its four modes (spec 02 section 4; decision 0128): add, edit the details, rewrite
 * (replace) the card, or edit-partial (give a card saved while buying its billing address).
 */
export function CardDialog(props: CardDialogProps) {
  if (props.mode === 'add' || props.mode === 'rewrite')
    return (
      <CardElements>
        <WithStripe {...props} />
      </CardElements>
    );
  return <CardDialogForm {...props} cardMethod={null} />;
}

/** The form, given the card form's Stripe.js (only under CardElements). */
function WithStripe(props: CardDialogProps) {
  return <CardDialogForm {...props} cardMethod={useCardPaymentMethod()} />;
}
