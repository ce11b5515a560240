import { useId } from 'react';
import styled from 'styled-components';
import { describedBy, Field, FieldError, Hint } from '../text-field/text-field';

const GroupLabel = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Options = styled.div<{ $horizontal: boolean }>`
  display: flex;
  flex-direction: ${({ $horizontal }) => ($horizontal ? 'row' : 'column')};
  gap: ${({ theme }) => theme.space(2)};
`;

const Item = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  cursor: pointer;
  input {
    appearance: none;
    box-sizing: border-box;
    flex-shrink: 0;
    width: 18px;
    height: 18px;
    margin: 0;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.inputBorder};
    background: ${({ theme }) => theme.colors.background};
    cursor: inherit;
  }
  input:checked {
    border: 6px solid ${({ theme }) => theme.colors.primaryFill};
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &:has(input:disabled) {
    color: ${({ theme }) => theme.colors.mutedText};
    cursor: not-allowed;
  }
`;

export interface RadioGroupProps<V extends string> {
  label: string;
  options: { value: V; label: string; disabled?: boolean }[];
  value: V | null;
  onChange: (value: V) => void;
  description?: string;
  error?: string | undefined;
  orientation?: 'vertical' | 'horizontal';
  testId?: string;
}

/**
 * One of a few choices, all visible. Keyboard: Tab enters the group, the arrows move and choose. Native
 * radio buttons, which the browser already moves between with the arrows (and React Aria's radio group
 * would have put its focus scope and press handling on every page: decision 0251).
 */
export function RadioGroup<V extends string>({
  label,
  options,
  value,
  onChange,
  description,
  error,
  orientation = 'vertical',
  testId,
}: RadioGroupProps<V>) {
  const id = useId();
  return (
    <Field
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy(id, description, error)}
      aria-invalid={error ? true : undefined}
      aria-orientation={orientation}
      data-testid={testId}
    >
      <GroupLabel id={`${id}-label`}>{label}</GroupLabel>
      {description ? <Hint id={`${id}-description`}>{description}</Hint> : null}
      <Options $horizontal={orientation === 'horizontal'}>
        {options.map((option) => (
          <Item key={option.value}>
            <input
              type="radio"
              name={id}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </Item>
        ))}
      </Options>
      {error ? (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Field>
  );
}
