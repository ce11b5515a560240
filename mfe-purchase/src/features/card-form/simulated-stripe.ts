import {
  endpoints,
  messages,
  type PlatformContext,
  type SimulatedPaymentMethod,
} from '@coachforge/contracts';

type Handler = (event: unknown) => void;
type StripeError = {
  type: 'card_error' | 'validation_error' | 'invalid_request_error';
  code?: string;
  message: string;
};

const digits = (value: string) => value.replace(/\D/g, '');

/** MM/YY as numbers, or null until it is a real month. */
function expiryOf(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

let fieldCount = 0;

/**
 * The Payment Element of the simulated provider (decision 0126): real card fields drawn into the node the
 * form gives, speaking the events react-stripe-js listens to (ready, change, focus, blur). Test card
 * numbers decide the outcome on the server, as they do with Stripe.
 */
export class SimulatedPaymentElement {
  private readonly handlers = new Map<string, Set<Handler>>();
  private root: HTMLElement | null = null;
  private fields: { number: HTMLInputElement; expiry: HTMLInputElement; cvc: HTMLInputElement } | null = null;

  mount(target: HTMLElement | string) {
    const host = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
    if (!host) return;
    const id = `simulated-card-${(fieldCount += 1)}`;
    const root = document.createElement('fieldset');
    root.setAttribute('data-testid', 'simulated-payment-element');
    root.style.cssText = 'border:1px solid currentColor;border-radius:8px;padding:12px;display:grid;gap:8px';
    const legend = document.createElement('legend');
    legend.textContent = 'Card';
    root.append(legend);
    const field = (name: string, label: string, placeholder: string, autocomplete: string) => {
      const wrapper = document.createElement('label');
      wrapper.htmlFor = `${id}-${name}`;
      wrapper.style.cssText = 'display:grid;gap:4px';
      wrapper.textContent = label;
      const input = document.createElement('input');
      input.id = `${id}-${name}`;
      input.inputMode = 'numeric';
      input.setAttribute('autocomplete', autocomplete);
      input.placeholder = placeholder;
      input.style.cssText = 'font:inherit;padding:8px;min-height:40px';
      input.addEventListener('input', () => this.emit('change', this.changeEvent()));
      input.addEventListener('focus', () => this.emit('focus', { elementType: 'payment' }));
      input.addEventListener('blur', () => this.emit('blur', { elementType: 'payment' }));
      wrapper.append(input);
      root.append(wrapper);
      return input;
    };
    this.fields = {
      number: field('number', 'Card number', '4242 4242 4242 4242', 'cc-number'),
      expiry: field('expiry', 'Expiry (MM/YY)', 'MM / YY', 'cc-exp'),
      cvc: field('cvc', 'Security code', 'CVC', 'cc-csc'),
    };
    const hint = document.createElement('small');
    hint.textContent =
      'Test mode: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks your bank.';
    root.append(hint);
    host.append(root);
    this.root = root;
    setTimeout(() => this.emit('ready', { elementType: 'payment' }), 0);
  }

  on(event: string, handler: Handler) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(handler);
    return this;
  }

  off(event: string, handler: Handler) {
    this.handlers.get(event)?.delete(handler);
    return this;
  }

  update() {
    return this;
  }

  focus() {
    this.fields?.number.focus();
  }

  blur() {
    (document.activeElement as HTMLElement | null)?.blur();
  }

  clear() {
    if (!this.fields) return;
    for (const input of Object.values(this.fields)) input.value = '';
    this.emit('change', this.changeEvent());
  }

  unmount() {
    this.root?.remove();
    this.root = null;
    this.fields = null;
  }

  destroy() {
    this.unmount();
    this.handlers.clear();
  }

  /** The card as typed, when every part is complete. */
  card(): { number: string; exp_month: number; exp_year: number; cvc: string } | null {
    if (!this.fields) return null;
    const number = digits(this.fields.number.value);
    const expiry = expiryOf(this.fields.expiry.value);
    const cvc = digits(this.fields.cvc.value);
    if (number.length < 12 || number.length > 19 || !expiry || cvc.length < 3 || cvc.length > 4) return null;
    return { number, exp_month: expiry.month, exp_year: expiry.year, cvc };
  }

  private changeEvent() {
    const empty = !this.fields || Object.values(this.fields).every((input) => input.value.trim() === '');
    return { elementType: 'payment', empty, complete: this.card() !== null, value: { type: 'card' } };
  }

  private emit(event: string, payload: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  }
}

/** The bank's question, as Stripe's test 3-D Secure page asks it: complete or fail. */
function askThreeDSecure(): Promise<boolean> {
  return new Promise((resolve) => {
    const previous = document.activeElement as HTMLElement | null;
    const backdrop = document.createElement('div');
    backdrop.style.cssText =
      'position:fixed;inset:0;background:rgba(0,0,0,.45);display:grid;place-items:center;z-index:2147483000';
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', 'simulated-3ds-title');
    dialog.setAttribute('data-testid', 'simulated-3ds');
    dialog.style.cssText =
      'background:#fff;color:#111;padding:24px;border-radius:8px;max-width:360px;display:grid;gap:12px';
    const title = document.createElement('h2');
    title.id = 'simulated-3ds-title';
    title.textContent = 'Confirm this payment';
    const text = document.createElement('p');
    text.textContent = `${messages.payments.authenticationRequired} (test mode: choose the bank's answer)`;
    const answer = (approved: boolean) => {
      backdrop.remove();
      previous?.focus();
      resolve(approved);
    };
    const button = (label: string, approved: boolean) => {
      const element = document.createElement('button');
      element.type = 'button';
      element.textContent = label;
      element.style.cssText = 'font:inherit;padding:8px 12px;min-height:40px';
      element.addEventListener('click', () => answer(approved));
      return element;
    };
    const complete = button('Complete authentication', true);
    dialog.append(title, text, complete, button('Fail authentication', false));
    dialog.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') answer(false);
    });
    backdrop.append(dialog);
    document.body.append(backdrop);
    complete.focus();
  });
}

const errorOf = (error: unknown, fallback: string): StripeError => ({
  type: 'card_error',
  message: error instanceof Error && error.message ? error.message : fallback,
});

/**
 * The part of Stripe.js that @stripe/react-stripe-js and our card form call, for the simulated provider
 * (decision 0126): the same form runs against Stripe or, by default, with no network beyond our API.
 */
export function createSimulatedStripe(api: PlatformContext['api']) {
  let element: SimulatedPaymentElement | null = null;
  const elements = {
    create: () => (element = new SimulatedPaymentElement()),
    getElement: () => element,
    update: () => undefined,
    fetchUpdates: async () => ({}),
    submit: async (): Promise<{ error?: StripeError }> =>
      element?.card()
        ? {}
        : { error: { type: 'validation_error', message: messages.payments.cardNumberInvalid } },
  };
  const stripe = {
    elements: () => elements,
    // Stripe.js makes the method from the submitted elements; here the one element is read directly.
    async createPaymentMethod(_options?: {
      elements: unknown;
    }): Promise<{ paymentMethod?: SimulatedPaymentMethod; error?: StripeError }> {
      const card = element?.card();
      if (!card) return { error: { type: 'validation_error', message: messages.payments.cardNumberInvalid } };
      try {
        return {
          paymentMethod: await api.request(endpoints.simulatedPaymentMethod, { body: card, quiet: true }),
        };
      } catch (error) {
        return { error: errorOf(error, messages.payments.cardError) };
      }
    },
    async handleNextAction({ clientSecret }: { clientSecret: string }) {
      const approved = await askThreeDSecure();
      try {
        const intent = await api.request(endpoints.simulatedAuthentication, {
          body: { client_secret: clientSecret, approved },
          quiet: true,
        });
        return intent.status === 'succeeded'
          ? { paymentIntent: intent }
          : {
              error: {
                type: 'card_error' as const,
                code: 'payment_intent_authentication_failure',
                message: messages.payments.authenticationFailed,
              },
            };
      } catch (error) {
        return { error: errorOf(error, messages.payments.authenticationFailed) };
      }
    },
    confirmCardPayment(clientSecret: string) {
      return stripe.handleNextAction({ clientSecret });
    },
    createToken: async () => ({
      error: { type: 'invalid_request_error' as const, message: 'Cards become payment methods here.' },
    }),
  };
  return stripe;
}

export type SimulatedStripe = ReturnType<typeof createSimulatedStripe>;
