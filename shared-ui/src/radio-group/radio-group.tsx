import { Radio as AriaRadio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import styled from 'styled-components';
import { FieldDescription, FieldErrorText, FieldLabel } from '../field/field-parts';

const Group = styled(AriaRadioGroup)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  &[data-orientation='horizontal'] > div {
    flex-direction: row;
  }
`;

const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Item = styled(AriaRadio)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  cursor: pointer;
  &::before {
    content: '';
    box-sizing: border-box;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.inputBorder};
    background: ${({ theme }) => theme.colors.background};
  }
  &[data-selected]::before {
    border: 6px solid ${({ theme }) => theme.colors.primaryFill};
  }
  &[data-focus-visible]::before {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &[data-disabled] {
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

/** One of a few choices, all visible. Keyboard: Tab enters the group, the arrows move and choose. */
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
  return (
    <Group
      value={value}
      onChange={(next) => onChange(next as V)}
      orientation={orientation}
      isInvalid={Boolean(error)}
      data-testid={testId}
    >
      <FieldLabel>{label}</FieldLabel>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <Options>
        {options.map((option) => (
          <Item key={option.value} value={option.value} isDisabled={option.disabled}>
            {option.label}
          </Item>
        ))}
      </Options>
      <FieldErrorText>{error}</FieldErrorText>
    </Group>
  );
}
