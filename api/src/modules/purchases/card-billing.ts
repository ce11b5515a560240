import type { BillingDetails } from '@coachforge/contracts';
import { createHash } from 'node:crypto';
import type { PaymentMethod, PaymentProvider } from '../payment-provider';

/**
 * The billing address typed with a card, kept with it at the provider (decision 0175) before it is charged,
 * so the bank's address and postal checks see it. Called once the card is the client's own (claimed).
 */
export async function keepBillingOf(
  provider: PaymentProvider,
  method: PaymentMethod | null,
  billing: BillingDetails | undefined,
): Promise<void> {
  if (!method || !billing) return;
  const digest = createHash('sha256').update(JSON.stringify(billing)).digest('hex').slice(0, 16);
  await provider.updateBillingDetails(
    { paymentMethodId: method.id, billing },
    `billing-${method.id}-${digest}`,
  );
}
