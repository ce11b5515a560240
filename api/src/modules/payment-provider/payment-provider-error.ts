/** A refusal from the payment provider, with Stripe's error code (`resource_missing`, `idempotency_error`…). */
export class PaymentProviderError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
