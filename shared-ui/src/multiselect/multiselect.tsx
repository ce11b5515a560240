import { messages, MULTISELECT_LAYOUT } from '@coachforge/contracts';
import { Check, ChevronDown } from 'lucide-react';
import { Select as AriaSelect, SelectValue, type Key } from 'react-aria-components';
import styled from 'styled-components';
import { FieldDescription, FieldErrorText, FieldLabel } from '../field/field-parts';
import { FloatingPanel } from '../overlay/popover';
import { NoResults, Option, OptionList, type ChoiceOption } from '../overlay/option-list';
import { Trigger } from '../select/select';

const { optionHeightPx, menuPaddingPx, visibleOptions } = MULTISELECT_LAYOUT;

const Root = styled(AriaSelect<ChoiceOption<Key>, 'multiple'>)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/**
 * Nine 32 px options show inside 16 px of padding before the list scrolls (spec 03 section 9). The
 * height counts the padding whatever box model the page sets.
 */
const Menu = styled(OptionList)`
  box-sizing: border-box;
  padding: ${menuPaddingPx}px;
  max-height: ${visibleOptions * optionHeightPx + 2 * menuPaddingPx}px;
`;

/** Exactly 32 px, so nine fit: a long name is cut with an ellipsis rather than wrapped. */
const MenuOption = styled(Option)`
  box-sizing: border-box;
  height: ${optionHeightPx}px;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Tick = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  border: 1px solid ${({ theme }) => theme.colors.inputBorder};
  border-radius: ${({ theme }) => theme.radii.sm};
  [data-selected] > & {
    background: ${({ theme }) => theme.colors.primaryFill};
    border-color: ${({ theme }) => theme.colors.primaryFill};
    color: ${({ theme }) => theme.colors.onPrimaryFill};
  }
`;

const Summary = styled.span<{ $empty: boolean }>`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme, $empty }) => ($empty ? theme.colors.mutedText : 'inherit')};
`;

export interface MultiSelectProps<K extends Key> {
  label: string;
  options: ChoiceOption<K>[];
  value: K[];
  onChange: (value: K[]) => void;
  /** "Select Program(s)" by default (spec 03 section 9). */
  placeholder?: string;
  description?: string;
  error?: string | undefined;
  isDisabled?: boolean;
  testId?: string;
}

/**
 * Several choices from a list. Keyboard: Enter, Space or Down opens it, arrows move, Space or Enter
 * ticks and unticks, Escape closes and returns to the button.
 */
export function MultiSelect<K extends Key = string>({
  label,
  options,
  value,
  onChange,
  placeholder = messages.ui.multiselectPlaceholder,
  description,
  error,
  isDisabled,
  testId,
}: MultiSelectProps<K>) {
  const chosen = options.filter((option) => value.includes(option.id)).map((option) => option.label);
  // An empty list cannot open, so the button itself says there is nothing to choose.
  const summary = chosen.length
    ? chosen.join(', ')
    : options.length === 0
      ? messages.ui.noElementsFound
      : placeholder;
  return (
    <Root
      selectionMode="multiple"
      value={value}
      onChange={(keys) => onChange(keys as K[])}
      isDisabled={isDisabled || options.length === 0}
      isInvalid={Boolean(error)}
      disabledKeys={options.filter((option) => option.disabled).map((option) => option.id)}
      data-testid={testId}
    >
      <FieldLabel>{label}</FieldLabel>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <Trigger>
        {/* Inside SelectValue, so the button's name starts with what it shows. */}
        <Summary as={SelectValue} $empty={chosen.length === 0}>
          {() => summary}
        </Summary>
        <ChevronDown size={18} aria-hidden="true" />
      </Trigger>
      <FieldErrorText>{error}</FieldErrorText>
      <FloatingPanel>
        <Menu
          items={options as ChoiceOption<Key>[]}
          renderEmptyState={() => <NoResults>{messages.ui.noElementsFound}</NoResults>}
        >
          {(option) => (
            <MenuOption id={option.id} textValue={option.label}>
              <Tick aria-hidden="true">
                <Check size={14} />
              </Tick>
              {option.label}
            </MenuOption>
          )}
        </Menu>
      </FloatingPanel>
    </Root>
  );
}
