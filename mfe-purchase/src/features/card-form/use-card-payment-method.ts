import { messages } from '@coachforge/contracts';
import { useElements, useStripe } from '@stripe/react-stripe-js';
import type { SimulatedStripe } from './simulated-stripe';

/**
 * What was typed in the Payment Element becomes a payment method, the same way on Stripe and on the
 * simulated provider: the element is submitted (its own checks) and the method is made from it. A payment
 * the bank wants confirmed (3-D Secure) is confirmed by the cardholder with `confirm`. Both throw with the
 * provider's words, which the forms show under the card while keeping what was typed.
 */
export function useCardPaymentMethod() {
  const stripe = useStripe() as unknown as SimulatedStripe | null;
  const elements = useElements();
  const create = async (): Promise<string> => {
    if (!stripe || !elements) throw new Error(messages.payments.cardError);
    const submitted = await elements.submit();
    if (submitted.error) throw new Error(submitted.error.message);
    const method = await stripe.createPaymentMethod({ elements });
    if (method.error || !method.paymentMethod) throw new Error(method.error?.message);
    return method.paymentMethod.id;
  };
  const confirm = async (clientSecret: string): Promise<void> => {
    if (!stripe) throw new Error(messages.payments.cardError);
    const confirmed = await stripe.handleNextAction({ clientSecret });
    if ('error' in confirmed && confirmed.error) throw new Error(confirmed.error.message);
  };
  return { stripe, create, confirm };
}

export type CardPaymentMethod = ReturnType<typeof useCardPaymentMethod>;
