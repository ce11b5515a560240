import { Button as AriaButton } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../field/field-parts';
import { triggerLook, type TriggerLookProps } from './trigger-look';

export type { DropdownVariant } from './trigger-look';

/** The button that opens a menu or a popover panel; `$active` underlines the section the page is in. */
export const Trigger = styled(AriaButton)<TriggerLookProps>`
  ${triggerLook}
  &[data-hovered] {
    background: ${({ theme }) => theme.colors.surface};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;
