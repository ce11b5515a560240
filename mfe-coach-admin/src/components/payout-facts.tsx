import { messages } from '@coachforge/contracts';
import { Card } from '@coachforge/ui';

/** The payout facts of spec 02 section 9, in the words a coach reads, wherever payouts are shown. */
export function PayoutFacts() {
  const m = messages.payouts;
  return (
    <Card title="How payouts work">
      <ul data-testid="payout-facts">
        <li>{m.weekly}</li>
        <li>{m.bankAccount}</li>
        <li>{m.salesHeld}</li>
        <li>{m.refunds}</li>
        <li>{m.failedRefundFee}</li>
      </ul>
    </Card>
  );
}
