/** The job that ends, renews or downgrades a plan at its period end (and retries a failed renewal). */
export const RENEWAL_JOB = 'platform_subscription.period_end';

export interface RenewalPayload {
  account_id: number;
  /** The period end the job was enqueued for; a plan whose period moved since has a job of its own. */
  period_end: string;
  /** 0 at the period end; n for the n-th retry of a failed renewal. */
  attempt: number;
}
