import {
  clientToday,
  latestStartDay,
  messages,
  type Billing,
  type PurchasePlanRequest,
} from '@coachforge/contracts';
import type { Queryable } from '../../db/database';
import { httpError } from '../../http/http-error';
import { publicProgramReader, type PublicProgram } from '../programs';
import { userRepository } from '../users';
import { ownerSalesOf, ownerSells } from './owner-sales';
import { purchaseRepository, type PriceRow } from './purchase-repository';

const m = messages.purchase;
const fieldError = (field: string, message: string) => httpError(422, message, { [field]: [message] });

/** What is being bought, priced and dated by the server from its own records. */
export interface PurchasePlan {
  found: PublicProgram;
  billing: Billing;
  price: PriceRow | null;
  /** YYYY-MM-DD in the client's time zone, and whether it is after their today. */
  startDay: string;
  startsLater: boolean;
  endDay: string | null;
  timeZone: string;
}

/**
 * Who may buy (spec 02 section 6): a signed-in client, not a member of the owning account, not an address
 * registered as a coach, allowed when the program is private, and not removed by the coach.
 */
async function checkBuyer(db: Queryable, found: PublicProgram, userId: number): Promise<void> {
  const user = await userRepository.findById(db, userId);
  if (!user) throw httpError(401, messages.auth.sessionExpired);
  if (await userRepository.findMembershipAccount(db, userId, found.program.account_id))
    throw httpError(403, m.ownProgram);
  if (user.role !== 'user') throw httpError(403, m.coachAccount);
  if (!found.program.accessibility && !found.program.allowed_emails.includes(user.email.toLowerCase()))
    throw httpError(403, m.noPermission);
}

/** The live price option of this program that the request names; never an amount from the browser. */
async function priceOf(db: Queryable, found: PublicProgram, priceOptionId: number | undefined) {
  if (priceOptionId === undefined) throw fieldError('price_option_id', m.priceOptionRequired);
  const price = await purchaseRepository.priceOption(db, priceOptionId);
  if (!price || price.program_id !== found.program.id || price.archived)
    throw fieldError('price_option_id', m.priceOptionUnavailable);
  const fixed = found.program.plan_type === 'fixed';
  if (fixed !== (price.duration === 'one_off')) throw fieldError('price_option_id', m.priceOptionUnavailable);
  return price;
}

function datesOf(found: PublicProgram, request: PurchasePlanRequest, now: Date) {
  const timeZone = request.time_zone || 'UTC';
  const today = clientToday(now.toISOString(), timeZone);
  const fixed = found.program.plan_type === 'fixed';
  if (fixed && !request.start_date) throw fieldError('start_date', m.startDateRequired);
  const startDay = request.start_date || today;
  if (startDay < today) throw fieldError('start_date', m.startDateInPast);
  const latest = latestStartDay(found.program, today);
  if (latest !== null && startDay > latest) throw fieldError('start_date', m.startDateTooLate(latest));
  const weeks = found.program.weeks;
  const endDay =
    fixed && weeks
      ? new Date(Date.parse(`${startDay}T00:00:00Z`) + (weeks * 7 - 1) * 86_400_000)
          .toISOString()
          .slice(0, 10)
      : null;
  return { timeZone, startDay, startsLater: startDay > today, endDay };
}

/** Everything a purchase must satisfy before a membership is touched or a card is charged. */
export async function planPurchase(
  db: Queryable,
  planId: number,
  userId: number,
  request: PurchasePlanRequest,
  now: Date,
): Promise<PurchasePlan> {
  const found = await publicProgramReader.find(db, String(planId));
  if (!found || found.program.plan_status !== 'published') throw httpError(404, m.planNotFound);
  await checkBuyer(db, found, userId);
  if (found.program.archived_at !== null) throw httpError(422, m.archived);
  // A blocked owner, or one who sells through Zapier, takes no purchases here, free ones included.
  const sales = await ownerSalesOf(db, found.program.account_id, now);
  if (!ownerSells(sales)) throw httpError(422, messages.payments.coachCannotTakePayments);
  const free = found.program.plan_pricing === 'free';
  const price = free ? null : await priceOf(db, found, request.price_option_id);
  if (!free && !sales.charges_enabled) throw httpError(422, messages.payments.coachCannotTakePayments);
  if (!free && !request.payment_method_id) throw fieldError('payment_method_id', m.paymentMethodRequired);
  const billing: Billing = free ? 'free' : price!.duration === 'one_off' ? 'one_off' : 'recurring';
  return { found, billing, price, ...datesOf(found, request, now) };
}
