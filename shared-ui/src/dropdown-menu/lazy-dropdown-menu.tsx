import { useState } from 'react';
import styled from 'styled-components';
import { lazyPart } from '../lazy/lazy-part';
import { focusRing } from '../field/field-parts';
import { triggerLook, type TriggerLookProps } from '../overlay/trigger-look';
import type { DropdownMenuProps, MenuArrivalProps } from './dropdown-menu-props';
import { TriggerFace } from './trigger-face';

const StandInButton = styled.button<TriggerLookProps>`
  ${triggerLook}
  &:focus-visible {
    ${focusRing}
  }
`;

/**
 * The menu's button as it will look, drawn while the menu's code arrives: same size and name, so nothing
 * moves when the menu takes its place, and what a person did meanwhile is not lost: a press opens the menu
 * as it arrives, a focused button is focused again.
 */
function MenuButtonStandIn(props: DropdownMenuProps & MenuArrivalProps) {
  return (
    <StandInButton
      type="button"
      $active={props.active ?? false}
      $variant={props.variant ?? 'button'}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={props.beforeArrival === 'pressed' || undefined}
      aria-label={props.variant === 'icon' ? props.label : props.ariaLabel}
      data-testid={props.testId}
      onFocus={() => props.onBeforeArrival?.(props.beforeArrival === 'pressed' ? 'pressed' : 'focused')}
      onBlur={() => props.beforeArrival === 'focused' && props.onBeforeArrival?.(null)}
      onClick={() => props.onBeforeArrival?.('pressed')}
    >
      <TriggerFace {...props} />
    </StandInButton>
  );
}

const LoadedMenu = lazyPart(
  async () => (await import(/* webpackChunkName: "ui-menus" */ './dropdown-menu')).DropdownMenu,
  '40px',
  { fallback: (props) => <MenuButtonStandIn {...props} /> },
);

/**
 * A button that opens a menu (dropdown-menu.tsx). Menus carry React Aria's collections, selection and
 * focus scope, which a signed-out page never draws: they are fetched the first time a page draws a menu
 * (decision 0251).
 */
export function DropdownMenu(props: DropdownMenuProps) {
  const [beforeArrival, setBeforeArrival] = useState<MenuArrivalProps['beforeArrival']>(null);
  return <LoadedMenu {...props} beforeArrival={beforeArrival} onBeforeArrival={setBeforeArrival} />;
}
DropdownMenu.preload = LoadedMenu.preload;
