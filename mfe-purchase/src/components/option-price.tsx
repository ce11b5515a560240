import { moneyText, ratesOfText, type PublicPriceOption } from '@coachforge/contracts';

/**
 * A price option as a client reads it (decision 0142): in their own currency first when it differs,
 * with the price they are charged beside it ("≈ €25.27 · charged as $29.00") and the day of the rates;
 * otherwise the coach's price alone.
 */
export function OptionPrice({ option }: { option: PublicPriceOption }) {
  const { local } = option;
  if (!local) return <strong>{option.price_format}</strong>;
  const ratesOf = ratesOfText(local);
  return (
    <span data-testid="local-price">
      <strong>{`≈ ${moneyText(local.amount, local.currency)}`}</strong>
      {` · charged as ${moneyText(option.amount, option.currency)}`}
      <small title={`Converted at the reference ${ratesOf}`}>{` (${ratesOf})`}</small>
    </span>
  );
}
