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

type WalletType = 'apple_pay' | 'google_pay';
const WALLET_NAMES: Record<WalletType, string> = { apple_pay: 'Apple Pay', google_pay: 'Google Pay' };
type WalletSetting = 'always' | 'auto' | 'never' | undefined;

/** The test card a simulated wallet pays with, as Stripe's test wallets hand over a test card. */
const WALLET_CARD = { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' };

/** The billing details a simulated wallet shares, as a real wallet shares the cardholder's. */
export const SIMULATED_WALLET_BILLING = {
  name: 'Wallet Holder',
  email: null,
  phone: null,
  address: {
    line1: '1 Test Street',
    line2: null,
    city: 'London',
    state: null,
    postal_code: 'N1 9GU',
    country: 'GB',
  },
};

/**
 * Whether a wallet's button shows (Stripe's Express Checkout Element `paymentMethods`): 'always' shows it
 * on any browser (Apple Pay then opens a code to scan on other devices), 'auto' where the browser can pay
 * with it (here: the Payment Request API exists), 'never' hides it.
 */
const walletShows = (setting: WalletSetting) =>
  setting === 'always' ? true : setting === 'never' ? false : typeof window.PaymentRequest === 'function';

/**
 * The Express Checkout Element of the simulated provider (decision 0221): one button per wallet its
 * options allow, of the height they ask, speaking the events react-stripe-js listens to (ready, click,
 * confirm, cancel). A click must be resolved; then a test wallet sheet asks to pay, and paying confirms
 * with the wallet's billing details and a test card.
 */
export class SimulatedExpressCheckoutElement {
  private readonly handlers = new Map<string, Set<Handler>>();
  private root: HTMLElement | null = null;
  /** The wallet that confirmed last: createPaymentMethod then makes the method from its card. */
  confirmed: WalletType | null = null;

  constructor(
    private options: {
      paymentMethods?: { applePay?: WalletSetting; googlePay?: WalletSetting };
      buttonHeight?: number;
    } = {},
  ) {}

  mount(target: HTMLElement | string) {
    const host = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
    if (!host) return;
    const root = document.createElement('div');
    root.setAttribute('data-testid', 'simulated-express-checkout');
    root.style.cssText = 'display:flex;flex-wrap:wrap;gap:8px';
    const shown: WalletType[] = [];
    if (walletShows(this.options.paymentMethods?.applePay)) shown.push('apple_pay');
    if (walletShows(this.options.paymentMethods?.googlePay)) shown.push('google_pay');
    const height = this.options.buttonHeight ?? 44;
    for (const wallet of shown) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = `Pay with ${WALLET_NAMES[wallet]}`;
      button.setAttribute('data-wallet', wallet);
      button.style.cssText = `font:inherit;height:${height}px;padding:0 16px;border-radius:6px;border:0;background:#000;color:#fff;flex:1 1 160px`;
      button.addEventListener('click', () => this.clicked(wallet));
      root.append(button);
    }
    host.append(root);
    this.root = root;
    const available = { applePay: shown.includes('apple_pay'), googlePay: shown.includes('google_pay') };
    setTimeout(
      () =>
        this.emit('ready', {
          elementType: 'expressCheckout',
          availablePaymentMethods:
            shown.length > 0 ? { ...available, link: false, paypal: false } : undefined,
        }),
      0,
    );
  }

  private clicked(wallet: WalletType) {
    let answered = false;
    this.emit('click', {
      elementType: 'expressCheckout',
      expressPaymentType: wallet,
      resolve: () => {
        if (answered) return;
        answered = true;
        void askWallet(WALLET_NAMES[wallet]).then((paid) => {
          if (!paid) return this.emit('cancel', { elementType: 'expressCheckout' });
          this.confirmed = wallet;
          this.emit('confirm', {
            elementType: 'expressCheckout',
            expressPaymentType: wallet,
            billingDetails: SIMULATED_WALLET_BILLING,
            paymentFailed: () => {
              this.confirmed = null;
            },
          });
        });
      },
      reject: () => {
        answered = true;
      },
    });
  }

  /** The wallet's test card, once a wallet confirmed. */
  card() {
    return this.confirmed ? WALLET_CARD : null;
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

  update(options: SimulatedExpressCheckoutElement['options'] = {}) {
    this.options = { ...this.options, ...options };
    return this;
  }

  unmount() {
    this.root?.remove();
    this.root = null;
  }

  destroy() {
    this.unmount();
    this.handlers.clear();
  }

  private emit(event: string, payload: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  }
}

/**
 * A test-mode question drawn outside React, as Stripe draws its own sheets and bank pages: a modal dialog
 * with a title, a sentence and two answers; Escape answers no, and focus goes back where it was.
 */
function askInTestMode({
  id,
  title,
  text,
  yes,
  no,
}: {
  id: string;
  title: string;
  text: string;
  yes: string;
  no: string;
}): Promise<boolean> {
  return new Promise((resolve) => {
    const previous = document.activeElement as HTMLElement | null;
    const backdrop = document.createElement('div');
    backdrop.style.cssText =
      'position:fixed;inset:0;background:rgba(0,0,0,.45);display:grid;place-items:center;z-index:2147483000';
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', `${id}-title`);
    dialog.setAttribute('data-testid', id);
    dialog.style.cssText =
      'background:#fff;color:#111;padding:24px;border-radius:8px;max-width:360px;display:grid;gap:12px';
    const heading = document.createElement('h2');
    heading.id = `${id}-title`;
    heading.textContent = title;
    const sentence = document.createElement('p');
    sentence.textContent = text;
    const answer = (value: boolean) => {
      backdrop.remove();
      previous?.focus();
      resolve(value);
    };
    const button = (label: string, value: boolean) => {
      const element = document.createElement('button');
      element.type = 'button';
      element.textContent = label;
      element.style.cssText = 'font:inherit;padding:8px 12px;min-height:40px';
      element.addEventListener('click', () => answer(value));
      return element;
    };
    const confirm = button(yes, true);
    dialog.append(heading, sentence, confirm, button(no, false));
    dialog.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') answer(false);
    });
    backdrop.append(dialog);
    document.body.append(backdrop);
    confirm.focus();
  });
}

/** A test-mode wallet sheet: the wallet would show the card and address it shares; pay or cancel. */
const askWallet = (name: string) =>
  askInTestMode({
    id: 'simulated-wallet',
    title: name,
    text: `Test mode: ${name} shares a test Visa ending 4242 and the address ${SIMULATED_WALLET_BILLING.address.line1}, ${SIMULATED_WALLET_BILLING.address.city}.`,
    yes: 'Pay',
    no: 'Cancel',
  });

/** The bank's question, as Stripe's test 3-D Secure page asks it: complete or fail. */
const askThreeDSecure = () =>
  askInTestMode({
    id: 'simulated-3ds',
    title: 'Confirm this payment',
    text: `${messages.payments.authenticationRequired} (test mode: choose the bank's answer)`,
    yes: 'Complete authentication',
    no: 'Fail authentication',
  });

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
  let express: SimulatedExpressCheckoutElement | null = null;
  /** A wallet that confirmed pays with its card; otherwise the card typed in the Payment Element. */
  const cardInUse = () => express?.card() ?? element?.card() ?? null;
  const elements = {
    create: (type: string, options?: ConstructorParameters<typeof SimulatedExpressCheckoutElement>[0]) =>
      type === 'expressCheckout'
        ? (express = new SimulatedExpressCheckoutElement(options))
        : (element = new SimulatedPaymentElement()),
    getElement: (type?: string) => (type === 'expressCheckout' ? express : element),
    update: () => undefined,
    fetchUpdates: async () => ({}),
    submit: async (): Promise<{ error?: StripeError }> =>
      cardInUse()
        ? {}
        : { error: { type: 'validation_error', message: messages.payments.cardNumberInvalid } },
  };
  const stripe = {
    elements: () => elements,
    // Stripe.js makes the method from the submitted elements; here the element in use is read directly.
    async createPaymentMethod(_options?: {
      elements: unknown;
    }): Promise<{ paymentMethod?: SimulatedPaymentMethod; error?: StripeError }> {
      const card = cardInUse();
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
