import { ListBox, ListBoxItem, type Key } from 'react-aria-components';
import styled from 'styled-components';
import { rowStates } from './row-states';

// Apart from the floating panel: menus and popover panels, drawn on most pages, do not bring the list
// box with them (decision 0243).
/** One choice of a select, combobox or multiselect. */
export interface ChoiceOption<K extends Key = string> {
  id: K;
  label: string;
  disabled?: boolean;
}

/** A list of options with a 32 px row (spec 03 section 9). */
export const OptionList = styled(ListBox<ChoiceOption<Key>>)`
  outline: none;
  padding: ${({ theme }) => theme.space(1)};
  max-height: 320px;
  overflow: auto;
`;

export const Option = styled(ListBoxItem)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  ${rowStates}
  &[data-selected] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export const NoResults = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.mutedText};
`;
