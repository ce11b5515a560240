import { checkAgeRange, messages, type AgeRange } from '@coachforge/contracts';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { inputLook } from '../field/field-parts';
import { FieldError } from '../text-field/text-field';

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  div {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
  input {
    ${inputLook}
    width: 80px;
  }
`;

export interface AgeRangeFieldProps {
  label: string;
  /** Called only with a valid range (spec 03 section 5). */
  onChange: (range: AgeRange) => void;
  initial?: AgeRange;
}

/** From and To ages, 13 to 99; what is typed is kept while wrong, and the change is only sent when valid. */
export function AgeRangeField({ label, onChange, initial }: AgeRangeFieldProps) {
  const id = useId();
  const [from, setFrom] = useState(initial?.from?.toString() ?? '');
  const [to, setTo] = useState(initial?.to?.toString() ?? '');
  const result = checkAgeRange(from, to);
  const update = (nextFrom: string, nextTo: string) => {
    setFrom(nextFrom);
    setTo(nextTo);
    const checked = checkAgeRange(nextFrom, nextTo);
    if (checked.ok) onChange(checked.range);
  };
  const invalid = result.ok ? { from: false, to: false } : result.invalid;
  return (
    <Fieldset>
      <legend>{label}</legend>
      <div>
        <label>
          {messages.ui.ageFrom}
          <input
            inputMode="numeric"
            value={from}
            aria-invalid={invalid.from}
            aria-describedby={invalid.from ? `${id}-error` : undefined}
            onChange={(event) => update(event.target.value, to)}
          />
        </label>
        <label>
          {messages.ui.ageTo}
          <input
            inputMode="numeric"
            value={to}
            aria-invalid={invalid.to}
            aria-describedby={invalid.to ? `${id}-error` : undefined}
            onChange={(event) => update(from, event.target.value)}
          />
        </label>
      </div>
      {!result.ok ? (
        <FieldError id={`${id}-error`} role="alert">
          {messages.ui.ageRangeInvalid}
        </FieldError>
      ) : null}
    </Fieldset>
  );
}
