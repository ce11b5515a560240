/** One payment a client made or tried (billing_history): what for, how much, and how it went. */
export interface BillingEntry {
  id: number;
  /** ISO moment of the attempt. */
  created_at: string;
  program_title: string;
  coach_name: string;
  /** Minor units of `currency` (lower case, as the provider writes it). */
  amount: number;
  currency: string;
  status: 'processing' | 'requires_action' | 'succeeded' | 'failed';
  /** Why a failed payment failed, in words a client reads. */
  failure: string | null;
  /** ISO moment the coach refunded it, whole (a payment is refunded once); null when it was not. */
  refunded_at: string | null;
}
