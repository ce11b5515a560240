import { messages, type CardFormOptions, type CardFormResult } from '@coachforge/contracts';
import { Button, Dialog, Notice } from '@coachforge/ui';
import { useState } from 'react';
import { CardElements } from './card-elements';
import { CardPaymentElement, type WalletPayment } from './card-payment-element';
import { useCardPaymentMethod } from './use-card-payment-method';

function CardFormFields({
  options,
  onClose,
}: {
  options: CardFormOptions;
  onClose: (result: CardFormResult) => void;
}) {
  const card = useCardPaymentMethod();
  const [complete, setComplete] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** A wallet's payment goes on at once: the card it shared becomes the payment method. */
  const submit = async (wallet?: WalletPayment) => {
    if (!card.stripe) return wallet?.failed();
    setFailure(null);
    setBusy(true);
    try {
      onClose({ payment_method_id: await card.create() });
    } catch (error) {
      wallet?.failed();
      // What was typed stays in the fields; the reason shows under them (spec 02 section 8).
      setFailure(error instanceof Error && error.message ? error.message : messages.payments.cardError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      isOpen
      onClose={() => onClose(null)}
      title={options.title}
      testId="card-form-dialog"
      actions={
        <>
          <Button type="button" $variant="secondary" onClick={() => onClose(null)}>
            Cancel
          </Button>
          <Button type="submit" form="card-form-parcel" loading={busy} disabled={!complete}>
            {options.submitLabel}
          </Button>
        </>
      }
    >
      <form
        id="card-form-parcel"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <CardPaymentElement onComplete={setComplete} onWallet={(wallet) => void submit(wallet)} />
        {failure ? <Notice tone="error">{failure}</Notice> : null}
      </form>
    </Dialog>
  );
}

/**
 * The card form as a dialog any remote opens through PlatformContext.openCardForm: the card is taken by
 * the provider's Stripe.js (simulated by default) and only its payment method id comes back.
 */
export function CardFormDialog(props: {
  options: CardFormOptions;
  onClose: (result: CardFormResult) => void;
}) {
  return (
    <CardElements>
      <CardFormFields {...props} />
    </CardElements>
  );
}
