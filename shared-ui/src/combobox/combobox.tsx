import { messages } from '@coachforge/contracts';
import { ChevronDown } from 'lucide-react';
import { Button, ComboBox as AriaComboBox, Group, Input, type Key } from 'react-aria-components';
import styled from 'styled-components';
import { FieldDescription, FieldErrorText, FieldLabel, inputLook } from '../field/field-parts';
import { FloatingPanel } from '../overlay/popover';
import { NoResults, Option, OptionList, type ChoiceOption } from '../overlay/option-list';

const Root = styled(AriaComboBox<ChoiceOption<Key>>)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Box = styled(Group)`
  ${inputLook}
  display: flex;
  align-items: center;
  padding: 0;
  input {
    flex: 1;
    font: inherit;
    border: 0;
    outline: none;
    background: transparent;
    color: inherit;
    padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  }
  button {
    border: 0;
    background: none;
    color: inherit;
    padding: ${({ theme }) => theme.space(2)};
    cursor: pointer;
  }
`;

export interface ComboBoxProps<K extends Key> {
  label: string;
  options: ChoiceOption<K>[];
  value: K | null;
  onChange: (value: K | null) => void;
  placeholder?: string;
  description?: string;
  error?: string | undefined;
  isDisabled?: boolean;
  /** Shown when nothing matches what was typed; "No elements found" by default. */
  emptyText?: string;
  testId?: string;
}

/**
 * A text box that filters a list as one types (ignoring case and accents). Keyboard: typing or Down opens
 * the list, arrows move, Enter chooses, Escape closes and then clears.
 */
export function ComboBox<K extends Key = string>({
  label,
  options,
  value,
  onChange,
  placeholder,
  description,
  error,
  isDisabled,
  emptyText = messages.ui.noElementsFound,
  testId,
}: ComboBoxProps<K>) {
  return (
    <Root
      defaultItems={options as ChoiceOption<Key>[]}
      selectedKey={value}
      onSelectionChange={(key) => onChange(key as K | null)}
      isDisabled={isDisabled}
      isInvalid={Boolean(error)}
      disabledKeys={options.filter((option) => option.disabled).map((option) => option.id)}
      menuTrigger="focus"
      allowsEmptyCollection
      data-testid={testId}
    >
      <FieldLabel>{label}</FieldLabel>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <Box>
        <Input placeholder={placeholder} />
        <Button aria-label={label}>
          <ChevronDown size={18} aria-hidden="true" />
        </Button>
      </Box>
      <FieldErrorText>{error}</FieldErrorText>
      <FloatingPanel>
        <OptionList renderEmptyState={() => <NoResults>{emptyText}</NoResults>}>
          {(option) => <Option id={option.id}>{option.label}</Option>}
        </OptionList>
      </FloatingPanel>
    </Root>
  );
}
