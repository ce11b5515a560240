import {
  messages,
  type AddCardRequest,
  type BillingDetails,
  type Card,
  type ClientCards,
  type ReplaceCardRequest,
  type UpdateCardRequest,
} from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import type { Queryable } from '../../db/database';
import { httpError } from '../../http/http-error';
import type { PaymentMethod, PaymentProvider } from '../payment-provider';
import { cardRepository, presentCard, type CardRow } from './card-repository';
import { purchaseRepository } from './purchase-repository';
import { keepBillingOf } from './card-billing';

const m = messages.cards;

/** Pays what a membership owes with the card now on it (the membership service's retry). */
export type RetryOwed = (userId: number, planId: number) => Promise<unknown>;

/**
 * The client's cards (spec 02 sections 3, 4 and 7; decision 0128), kept per coach. The default card of a
 * coach pays every running subscription with that coach, so making a card the default, or replacing one,
 * moves those subscriptions onto it, and a payment they missed is tried again at once with the new card.
 */
export function createCardService(
  { db }: ApiContext,
  { provider, retryOwed }: { provider: PaymentProvider; retryOwed: RetryOwed },
) {
  const own = async (userId: number, cardId: number) => {
    const card = await cardRepository.findOwn(db, userId, cardId);
    if (!card) throw httpError(404, m.notFound);
    return card;
  };

  /** The provider's record of a payment method the browser made; an unknown id is refused. */
  const methodOf = async (paymentMethodId: string): Promise<PaymentMethod> => {
    const method = await provider.retrievePaymentMethod(paymentMethodId);
    if (!method) throw httpError(422, m.cardRequired, { payment_method_id: [m.cardRequired] });
    return method;
  };

  const requireCoach = async (userId: number, coachId: number) => {
    const coaches = await cardRepository.coachesOf(db, userId);
    if (!coaches.some((coach) => coach.id === coachId))
      throw httpError(422, m.notYourCoach, { coach_id: [m.notYourCoach] });
  };

  /** Claims the method for the client and saves it as a card; a method already saved is refused. */
  async function save(
    tx: Queryable,
    userId: number,
    accountId: number,
    method: PaymentMethod,
    billing: BillingDetails,
  ): Promise<CardRow> {
    if (!(await purchaseRepository.claimPaymentMethod(tx, method.id, userId)))
      throw httpError(422, m.cardRequired, { payment_method_id: [m.cardRequired] });
    if (await cardRepository.findByMethod(tx, method.id))
      throw httpError(409, m.cardAlreadySaved, { payment_method_id: [m.cardAlreadySaved] });
    return cardRepository.remember(tx, { userId, accountId, method, billing });
  }

  /** After a card change: each payment a subscription missed is tried with its new card, outside the change. */
  async function retryAll(userId: number, owing: number[]) {
    for (const planId of owing) {
      try {
        await retryOwed(userId, planId);
      } catch {
        // A refusal is recorded on the membership and in the billing history, and mailed; the card stays saved.
      }
    }
  }

  return {
    async list(userId: number): Promise<ClientCards> {
      const [coaches, cards] = await Promise.all([
        cardRepository.coachesOf(db, userId),
        cardRepository.ofUser(db, userId),
      ]);
      return { coaches, cards: cards.map(presentCard) };
    },

    async add(userId: number, request: AddCardRequest): Promise<Card> {
      await requireCoach(userId, request.coach_id);
      const method = await methodOf(request.payment_method_id);
      const { card, owing } = await db.transaction(async (tx) => {
        const saved = await save(tx, userId, request.coach_id, method, request.billing_details);
        // The first card for a coach is the default: subscriptions kept from before pay with it.
        const moved = saved.is_default
          ? await cardRepository.moveMemberships(tx, {
              userId,
              accountId: saved.account_id,
              paymentMethodId: saved.payment_method_id,
              from: null,
            })
          : { owing: [] };
        return { card: saved, owing: moved.owing };
      });
      await keepBillingOf(provider, method, request.billing_details);
      await retryAll(userId, owing);
      return presentCard(card);
    },

    async replace(userId: number, request: ReplaceCardRequest): Promise<Card> {
      const old = await own(userId, request.remove_card_id);
      if (old.account_id !== request.coach_id) throw httpError(404, m.notFound);
      const method = await methodOf(request.payment_method_id);
      const { card, owing } = await db.transaction(async (tx) => {
        const saved = await save(tx, userId, old.account_id, method, request.billing_details);
        if (old.is_default) await cardRepository.makeDefault(tx, saved);
        const moved = await cardRepository.moveMemberships(tx, {
          userId,
          accountId: old.account_id,
          paymentMethodId: saved.payment_method_id,
          from: old.payment_method_id,
        });
        await cardRepository.remove(tx, old.id);
        return { card: (await cardRepository.findOwn(tx, userId, saved.id))!, owing: moved.owing };
      });
      await keepBillingOf(provider, method, request.billing_details);
      await retryAll(userId, owing);
      return presentCard(card);
    },

    async update(userId: number, cardId: number, request: UpdateCardRequest): Promise<Card> {
      const card = await own(userId, cardId);
      if (request.preferred_network !== null && !card.networks.includes(request.preferred_network))
        throw httpError(422, m.networkInvalid, { preferred_network: [m.networkInvalid] });
      await keepBillingOf(provider, await methodOf(card.payment_method_id), request.billing_details);
      await cardRepository.update(db, card.id, request);
      return presentCard((await cardRepository.findOwn(db, userId, cardId))!);
    },

    async setDefault(userId: number, cardId: number): Promise<Card> {
      const card = await own(userId, cardId);
      const owing = await db.transaction(async (tx) => {
        await cardRepository.makeDefault(tx, card);
        const moved = await cardRepository.moveMemberships(tx, {
          userId,
          accountId: card.account_id,
          paymentMethodId: card.payment_method_id,
          from: null,
        });
        return moved.owing;
      });
      await retryAll(userId, owing);
      return presentCard((await cardRepository.findOwn(db, userId, cardId))!);
    },

    /** A card a running subscription needs can go only when another card of the coach takes over. */
    async remove(userId: number, cardId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const card = await cardRepository.findOwn(tx, userId, cardId, true);
        if (!card) throw httpError(404, m.notFound);
        const other = await cardRepository.otherCard(tx, card);
        if (!other) {
          if (await cardRepository.inUse(tx, card.payment_method_id)) throw httpError(409, m.lastCardInUse);
        } else {
          if (card.is_default) await cardRepository.makeDefault(tx, other);
          await cardRepository.moveMemberships(tx, {
            userId,
            accountId: card.account_id,
            paymentMethodId: other.payment_method_id,
            from: card.payment_method_id,
          });
        }
        await cardRepository.remove(tx, card.id);
      });
    },
  };
}

export type CardService = ReturnType<typeof createCardService>;
