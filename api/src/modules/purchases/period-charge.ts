import { discountedAmount, messages } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';
import { httpError } from '../../http/http-error';
import type { ChargeService } from '../payments';
import { purchaseRepository, type PriceRow, type PurchaseMembershipRow } from './purchase-repository';

/** What a charge for one period came to, in the words of the state machine's events. */
export type ChargeOutcome =
  /** chargeId null: a coupon took the whole period off, so nothing was charged. */
  | { kind: 'succeeded'; chargeId: number | null }
  | { kind: 'requires_action'; chargeId: number; clientSecret: string; intentId: string }
  | { kind: 'failed'; chargeId: number | null; code: string | null };

/**
 * Charges one period of a membership through the payments module, one charge of it at a time and only
 * while the period is still owed (null when it no longer is). The
 * payments module records the charge and the platform's 5% fee. The key names the membership, its purchase, the period and the attempt, so the
 * same attempt sent twice (a job run again, a double click) charges once.
 */
export async function chargePeriod(
  { db, charges }: { db: Queryable; charges: ChargeService },
  membership: PurchaseMembershipRow,
  price: PriceRow,
  input: { paymentMethodId: string; attempt: string; description: string; offSession?: boolean },
): Promise<ChargeOutcome | null> {
  if (!(await purchaseRepository.claimCharging(db, membership.id))) throw inProgress();
  try {
    // Read again under the claim: a payment that came in meanwhile leaves nothing owed.
    const fresh = await purchaseRepository.findById(db, membership.id);
    if (!fresh || !stillOwes(fresh, membership)) return null;
    return await chargeOnce(charges, membership, price, input);
  } finally {
    await purchaseRepository.releaseCharging(db, membership.id);
  }
}

/** Another charge of the membership is under way: a client is told to wait, a job is run again later. */
const inProgress = () => httpError(409, messages.purchase.paymentInProgress);

const PAYABLE = ['init', 'scheduled', 'trialing', 'active', 'incomplete', 'past_due'];
const stillOwes = (fresh: PurchaseMembershipRow, seen: PurchaseMembershipRow) =>
  PAYABLE.includes(fresh.state) &&
  fresh.purchase_seq === seen.purchase_seq &&
  fresh.period === seen.period &&
  (fresh.paid_period ?? -1) < fresh.period;

async function chargeOnce(
  charges: ChargeService,
  membership: PurchaseMembershipRow,
  price: PriceRow,
  input: { paymentMethodId: string; attempt: string; description: string; offSession?: boolean },
): Promise<ChargeOutcome> {
  const idempotencyKey = `membership-${membership.id}-${membership.purchase_seq}-period-${membership.period}-${input.attempt}`;
  const discounted =
    membership.discount_percent !== null &&
    (membership.discount_until_period === null || membership.period < membership.discount_until_period);
  const amount = discounted ? discountedAmount(price.amount, membership.discount_percent!) : price.amount;
  // A 100% coupon is free access: the period is paid with nothing to charge.
  if (amount === 0) return { kind: 'succeeded', chargeId: null };
  try {
    const { charge, clientSecret } = await charges.charge({
      accountId: membership.account_id,
      userId: membership.user_id,
      programId: membership.program_id,
      amount,
      currency: price.currency,
      paymentMethodId: input.paymentMethodId,
      description: input.description,
      offSession: input.offSession ?? false,
      idempotencyKey,
      ...(discounted ? { discount: { amountBefore: price.amount, couponCode: membership.coupon_code } } : {}),
    });
    if (charge.status === 'succeeded') return { kind: 'succeeded', chargeId: charge.id };
    if (charge.status === 'requires_action' && clientSecret && charge.provider_payment_id)
      return {
        kind: 'requires_action',
        chargeId: charge.id,
        clientSecret,
        intentId: charge.provider_payment_id,
      };
    return { kind: 'failed', chargeId: charge.id, code: charge.failure_code };
  } catch (error) {
    // The provider refused the request itself (an unknown card, a coach who can no longer be paid): for
    // the membership that is a failed payment like a decline, and it is told so.
    if ((error as { statusCode?: number }).statusCode === 422)
      return { kind: 'failed', chargeId: null, code: 'provider_refused' };
    throw error;
  }
}
