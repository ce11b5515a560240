import { lazyPart } from '../lazy/lazy-part';
import { TriggerStandIn, useBeforeArrival, type ArrivalProps } from '../overlay/trigger-stand-in';
import type { DropdownMenuProps } from './dropdown-menu-props';
import { TriggerFace } from './trigger-face';

const LoadedMenu = lazyPart(
  async () => (await import(/* webpackChunkName: "ui-menus" */ './dropdown-menu')).DropdownMenu,
  '40px',
  {
    // The menu's button as it will look while the menu's code arrives (overlay/trigger-stand-in.tsx).
    fallback: (props: DropdownMenuProps & ArrivalProps) => (
      <TriggerStandIn
        opens="menu"
        active={props.active}
        variant={props.variant}
        ariaLabel={props.variant === 'icon' ? props.label : props.ariaLabel}
        testId={props.testId}
        beforeArrival={props.beforeArrival}
        onBeforeArrival={props.onBeforeArrival}
      >
        <TriggerFace {...props} />
      </TriggerStandIn>
    ),
  },
);

/**
 * A button that opens a menu (dropdown-menu.tsx). Menus carry React Aria's collections, selection and
 * focus scope, which a signed-out page never draws: they are fetched the first time a page draws a menu
 * (decision 0251).
 */
export function DropdownMenu(props: DropdownMenuProps) {
  return <LoadedMenu {...props} {...useBeforeArrival()} />;
}
DropdownMenu.preload = LoadedMenu.preload;
