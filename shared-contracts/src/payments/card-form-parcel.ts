/** What the card form parcel asks for: the dialog's title and the label of its button. */
export interface CardFormOptions {
  title: string;
  submitLabel: string;
}

/** The provider's payment method for the card entered (never the number itself), or null when closed. */
export type CardFormResult = { payment_method_id: string } | null;
