import { useRef } from 'react';
import { Menu, MenuItem, MenuTrigger, Separator, type Key } from 'react-aria-components';
import styled from 'styled-components';
import { FloatingPanel } from '../overlay/popover';
import { OpenedOnArrival } from '../overlay/opened-on-arrival';
import { rowStates } from '../overlay/row-states';
import { Trigger } from '../overlay/trigger-button';
import type { ArrivalProps } from '../overlay/trigger-stand-in';
import type { DropdownMenuProps } from './dropdown-menu-props';
import { TriggerFace } from './trigger-face';

const List = styled(Menu)`
  outline: none;
  padding: ${({ theme }) => theme.space(2)};
  min-width: 220px;
`;

const Item = styled(MenuItem)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  ${rowStates}
  &[data-danger='true'] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Divider = styled(Separator)`
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  margin: ${({ theme }) => theme.space(1)} 0;
`;

/**
 * A button that opens a menu. Keyboard: Enter, Space or Down opens it on the first entry, Up on the last;
 * arrows move, typing jumps, Enter chooses; Escape or Tab closes it and focus returns to the button.
 */
export function DropdownMenu(props: DropdownMenuProps & ArrivalProps) {
  const { items, onAction, active = false, placement = 'bottom end', testId, beforeArrival = null } = props;
  const variant = props.variant ?? 'button';
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <MenuTrigger>
      <Trigger
        ref={trigger}
        autoFocus={beforeArrival === 'focused'}
        $active={active}
        $variant={variant}
        aria-label={props.variant === 'icon' ? props.label : props.ariaLabel}
        data-testid={testId}
      >
        <TriggerFace {...props} />
      </Trigger>
      {/* After the button, so that its ref is set when this opens it. */}
      <OpenedOnArrival beforeArrival={beforeArrival} trigger={trigger} opens="menu" />
      <FloatingPanel placement={placement}>
        <List
          onAction={(key: Key) => onAction?.(String(key))}
          disabledKeys={items.filter((item) => item.disabled).map((item) => item.key)}
        >
          {items.flatMap((item) => [
            ...(item.separatorBefore ? [<Divider key={`${item.key}-separator`} />] : []),
            <Item
              key={item.key}
              id={item.key}
              href={item.href}
              target={item.target}
              rel={item.target ? 'noreferrer' : undefined}
              textValue={item.textValue ?? (typeof item.label === 'string' ? item.label : undefined)}
              data-danger={item.danger || undefined}
              data-testid={item.testId}
            >
              {item.label}
            </Item>,
          ])}
        </List>
      </FloatingPanel>
    </MenuTrigger>
  );
}
