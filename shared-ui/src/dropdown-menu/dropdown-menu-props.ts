import type { ReactNode } from 'react';
import type { DropdownVariant } from '../overlay/trigger-look';

export type { DropdownVariant };

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
