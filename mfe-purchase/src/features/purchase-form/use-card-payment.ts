import { endpoints, type PurchasePlanRequest, type PurchaseResult } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CardPaymentMethod } from '../card-form';
type Step = 'idle' | 'paying' | 'confirming' | 'done';

/**
 * Pays for a program with the card form: the card becomes a payment method, the server prices and charges
 * it, and a payment the bank wants confirmed (3-D Secure) is confirmed by the cardholder, then checked.
 * Errors are the provider's or the API's own words; nothing typed is lost on a refusal.
 */
export function useCardPayment(planId: number) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('idle');
  const [error, setError] = useState<string | null>(null);

  /**
   * `owes`: the membership waits for a payment (a first payment refused, or a renewal past due): the card
   * pays what is owed rather than buying again.
   */
  const pay = async (
    card: CardPaymentMethod,
    request: Omit<PurchasePlanRequest, 'payment_method_id'>,
    owes: boolean,
  ) => {
    setError(null);
    setStep('paying');
    try {
      const paymentMethodId = await card.create();
      let result: PurchaseResult = owes
        ? await api.request(endpoints.retryPayment, {
            params: { plan_id: planId },
            body: {
              payment_method_id: paymentMethodId,
              ...(request.billing_details ? { billing_details: request.billing_details } : {}),
            },
            quiet: true,
          })
        : await api.request(endpoints.purchasePlan, {
            params: { plan_id: planId },
            body: { ...request, payment_method_id: paymentMethodId },
            quiet: true,
          });
      if (result.requires_action && result.payment_intent_client_secret && result.payment_intent_id) {
        setStep('confirming');
        await card.confirm(result.payment_intent_client_secret);
        result = await api.request(endpoints.checkPayment, {
          params: { plan_id: planId },
          body: { intent: result.payment_intent_id },
          quiet: true,
        });
      }
      await queryClient.invalidateQueries({ queryKey: ['purchase'] });
      setStep('done');
      return result;
    } catch (failure) {
      // A refused first payment leaves the membership waiting for one: the page learns it, so the next
      // card pays what is owed.
      await queryClient.invalidateQueries({ queryKey: ['purchase', 'public-plan'] });
      setError(
        failure instanceof Error && failure.message ? failure.message : 'The payment failed. Try again.',
      );
      setStep('idle');
      return null;
    }
  };

  return { pay, step, error };
}
