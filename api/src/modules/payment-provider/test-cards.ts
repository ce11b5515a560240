import type { PaymentError } from './payment-provider';

/** What the simulated provider does with a card, as Stripe does with its test card numbers. */
export type TestCardOutcome =
  | 'succeeds'
  | 'declined'
  | 'insufficient_funds'
  | 'requires_authentication'
  /** Pays, but a refund of the payment fails (Stripe's refund_fail card). */
  | 'refund_fails';

/**
 * Stripe's test card numbers (docs.stripe.com/testing) that the simulated provider honours. Any other
 * number that passes the Luhn check succeeds, as a real card in good standing would.
 */
export const TEST_CARDS: Record<string, TestCardOutcome> = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
  // Saved without trouble, refused on every charge: a card that stops working after a trial.
  '4000000000000341': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000002500003155': 'requires_authentication',
  '4000000000005126': 'refund_fails',
};

/** Whether a charge with the card goes through. */
export const paysWith = (outcome: TestCardOutcome): boolean =>
  outcome === 'succeeds' || outcome === 'refund_fails';

export const outcomeOfCard = (number: string): TestCardOutcome => TEST_CARDS[number] ?? 'succeeds';

/** The error a refused charge carries, in Stripe's codes. */
export const paymentErrorOf = (outcome: TestCardOutcome): PaymentError | null => {
  if (outcome === 'declined') return { code: 'card_declined', decline_code: 'generic_decline' };
  if (outcome === 'insufficient_funds') return { code: 'card_declined', decline_code: 'insufficient_funds' };
  return null;
};

/** The Luhn check every card number passes (ISO/IEC 7812). */
export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (const [index, char] of [...number].reverse().entries()) {
    const digit = Number(char) * (index % 2 === 1 ? 2 : 1);
    sum += digit > 9 ? digit - 9 : digit;
  }
  return sum % 10 === 0;
}
