import type { CheckoutBilling } from '@coachforge/contracts';
import { ComboBox, TextField } from '@coachforge/ui';
import styled from 'styled-components';
import { useCountries } from '../billing';

const Group = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

/** Whether every field the payment needs has something in it (the schema checks the rest on submit). */
export const billingFilled = (billing: CheckoutBilling) =>
  billing.name.trim() !== '' && billing.address.postal_code.trim() !== '' && billing.address.country !== '';

/**
 * The billing address asked with a new card (decision 0175): the name on the card, the country and the
 * postal code. The form above keeps what is typed, so a declined card loses none of it.
 */
export function BillingAddressFields({
  value,
  onChange,
  problems,
}: {
  value: CheckoutBilling;
  onChange: (next: CheckoutBilling) => void;
  /** Field errors by path (`name`, `address.postal_code`, `address.country`). */
  problems: Record<string, string>;
}) {
  const countries = useCountries();
  const setAddress = (field: keyof CheckoutBilling['address'], text: string) =>
    onChange({ ...value, address: { ...value.address, [field]: text } });
  return (
    <Group data-testid="billing-address">
      <legend>Billing address</legend>
      <TextField
        label="Name on card"
        autoComplete="cc-name"
        value={value.name}
        onChange={(event) => onChange({ ...value, name: event.target.value })}
        error={problems.name}
      />
      <ComboBox
        label="Country"
        placeholder="Choose the country"
        value={value.address.country || null}
        onChange={(country) => setAddress('country', country ?? '')}
        options={(countries.data ?? []).map((country) => ({ id: country.code, label: country.name }))}
        error={problems['address.country']}
        testId="billing-country"
      />
      <TextField
        label="Postal code"
        autoComplete="postal-code"
        value={value.address.postal_code}
        onChange={(event) => setAddress('postal_code', event.target.value)}
        error={problems['address.postal_code']}
      />
    </Group>
  );
}
