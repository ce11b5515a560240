import {
  BIRTHDATE_AUTOSAVE_MS,
  BIRTHDATE_MIN_AGE,
  birthdateErrorsOf,
  birthdateToWire,
  maskBirthdatePart,
  type BirthdateParts,
} from '@coachforge/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { FieldError, Hint } from '../text-field/text-field';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  input {
    font: inherit;
    padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.border};
    width: 4.5em;
  }
  input[name='year'] {
    width: 6em;
  }
`;

const parts = ['day', 'month', 'year'] as const;
const placeholders = { day: 'DD', month: 'MM', year: 'YYYY' };
const labels = { day: 'Day', month: 'Month', year: 'Year' };

export interface BirthdateFieldProps {
  value: BirthdateParts;
  onChange(value: BirthdateParts): void;
  /** 18 by default; 16 in the profile completion modal (spec 01 section 5). */
  minAge?: number;
  /** Saves YYYY-MM-DD 200 ms after the date becomes valid and no part is focused. */
  onAutosave?: (birthdate: string) => void;
  autosave?: boolean;
  /** A line under the legend, e.g. who may sign up. */
  description?: string;
}

/** Three fields (DD, MM, YYYY) with masks of 2, 2 and 4 digits and the spec's rules. */
export function BirthdateField({
  value,
  onChange,
  minAge = BIRTHDATE_MIN_AGE,
  onAutosave,
  autosave = true,
  description,
}: BirthdateFieldProps) {
  const [focused, setFocused] = useState(false);
  const [touched, setTouched] = useState(false);
  const errors = useMemo(() => birthdateErrorsOf(value, minAge), [value, minAge]);
  const valid = Object.keys(errors).length === 0;
  const saved = useRef<string | null>(null);

  useEffect(() => {
    if (!autosave || !onAutosave || !valid || focused) return;
    const wire = birthdateToWire(value);
    if (saved.current === wire) return;
    const timer = setTimeout(() => {
      saved.current = wire;
      onAutosave(wire);
    }, BIRTHDATE_AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [autosave, onAutosave, valid, focused, value]);

  const shown = touched && !focused ? (errors.day ?? errors.month ?? errors.year ?? errors.date) : undefined;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
      <legend style={{ fontWeight: 600, fontSize: 14, marginBottom: 4 }}>Date of Birth</legend>
      {description ? <Hint>{description}</Hint> : null}
      <Row>
        {parts.map((part) => (
          <input
            key={part}
            name={part}
            aria-label={labels[part]}
            inputMode="numeric"
            placeholder={placeholders[part]}
            value={value[part]}
            aria-invalid={Boolean(shown && errors[part])}
            onFocus={() => setFocused(true)}
            onBlur={() => {
              setFocused(false);
              setTouched(true);
            }}
            onChange={(event) => onChange({ ...value, [part]: maskBirthdatePart(part, event.target.value) })}
          />
        ))}
      </Row>
      {shown ? <FieldError role="alert">{shown}</FieldError> : null}
    </fieldset>
  );
}
