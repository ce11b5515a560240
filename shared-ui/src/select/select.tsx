import { ChevronDown } from 'lucide-react';
import { Button, Select as AriaSelect, SelectValue, type Key } from 'react-aria-components';
import styled from 'styled-components';
import { FieldDescription, FieldErrorText, FieldLabel, inputLook } from '../field/field-parts';
import { FloatingPanel } from '../overlay/popover';
import { Option, OptionList, type ChoiceOption } from '../overlay/option-list';

export type { ChoiceOption };

const SelectRoot = styled(AriaSelect<ChoiceOption<Key>, 'single'>)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

export const Trigger = styled(Button)`
  ${inputLook}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  text-align: left;
  cursor: pointer;
  [data-placeholder] {
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

export interface SelectProps<K extends Key> {
  label: string;
  options: ChoiceOption<K>[];
  value: K | null;
  onChange: (value: K | null) => void;
  placeholder?: string;
  description?: string;
  error?: string | undefined;
  isDisabled?: boolean;
  isRequired?: boolean;
  testId?: string;
}

/**
 * One choice from a list. Keyboard: Enter, Space or the arrows open it, arrows move, typing jumps to a
 * matching option, Enter chooses, Escape closes and returns to the button.
 */
export function Select<K extends Key = string>({
  label,
  options,
  value,
  onChange,
  placeholder,
  description,
  error,
  isDisabled,
  isRequired,
  testId,
}: SelectProps<K>) {
  return (
    <SelectRoot
      value={value}
      onChange={(key) => onChange(key as K | null)}
      placeholder={placeholder}
      isDisabled={isDisabled}
      isRequired={isRequired}
      isInvalid={Boolean(error)}
      disabledKeys={options.filter((option) => option.disabled).map((option) => option.id)}
      data-testid={testId}
    >
      <FieldLabel>{label}</FieldLabel>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <Trigger>
        <SelectValue />
        <ChevronDown size={18} aria-hidden="true" />
      </Trigger>
      <FieldErrorText>{error}</FieldErrorText>
      <FloatingPanel>
        <OptionList items={options as ChoiceOption<Key>[]}>
          {(option) => <Option id={option.id}>{option.label}</Option>}
        </OptionList>
      </FloatingPanel>
    </SelectRoot>
  );
}
