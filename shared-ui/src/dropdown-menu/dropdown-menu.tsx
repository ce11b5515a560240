import { ChevronDown, MoreVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { Menu, MenuItem, MenuTrigger, Separator, type Key } from 'react-aria-components';
import styled from 'styled-components';
import { FloatingPanel } from '../overlay/popover';
import { rowStates } from '../overlay/row-states';
import { Trigger } from '../overlay/trigger-button';

import type { DropdownVariant } from '../overlay/trigger-button';

export type { DropdownVariant };

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

/** One entry of a dropdown menu: an action (onAction) or a link (href; target for other sites). */
export interface DropdownMenuEntry {
  key: string;
  label: ReactNode;
  /** The name read out when `label` is not plain text. */
  textValue?: string;
  href?: string;
  target?: '_blank';
  disabled?: boolean;
  danger?: boolean;
  /** Starts a new group, after a divider. */
  separatorBefore?: boolean;
  testId?: string;
}

interface DropdownMenuCommonProps {
  items: DropdownMenuEntry[];
  /** Called with the entry's key when it is chosen (links navigate by themselves unless handled here). */
  onAction?: (key: string) => void;
  /** Marks the trigger as the section the page is in. */
  active?: boolean;
  placement?: 'bottom start' | 'bottom end';
  testId?: string;
}

/** An icon alone (⋮ by default); the label is its accessible name, so it must be plain text. */
interface IconDropdownProps extends DropdownMenuCommonProps {
  variant: 'icon';
  label: string;
  icon?: ReactNode;
  ariaLabel?: never;
}

/** A button showing its label (and an icon before it, if given) with a chevron. */
interface ButtonDropdownProps extends DropdownMenuCommonProps {
  variant?: 'button';
  label: ReactNode;
  /** The accessible name when the label is not plain text. */
  ariaLabel?: string;
  icon?: ReactNode;
}

/**
 * A dropdown's trigger is an icon or a button, nothing else (spec 03 section 2.3); the type refuses
 * any other variant and an icon trigger without a name that can be read out.
 */
export type DropdownMenuProps = IconDropdownProps | ButtonDropdownProps;

/**
 * A button that opens a menu. Keyboard: Enter, Space or Down opens it on the first entry, Up on the last;
 * arrows move, typing jumps, Enter chooses; Escape or Tab closes it and focus returns to the button.
 */
export function DropdownMenu(props: DropdownMenuProps) {
  const { label, icon, items, onAction, active = false, placement = 'bottom end', testId } = props;
  const variant = props.variant ?? 'button';
  return (
    <MenuTrigger>
      <Trigger
        $active={active}
        $variant={variant}
        aria-label={props.variant === 'icon' ? props.label : props.ariaLabel}
        data-testid={testId}
      >
        {variant === 'icon' ? (
          (icon ?? <MoreVertical size={20} aria-hidden="true" />)
        ) : (
          <>
            {icon}
            {label}
            <ChevronDown size={16} aria-hidden="true" />
          </>
        )}
      </Trigger>
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
