import { ChevronDown, MoreVertical } from 'lucide-react';
import type { DropdownMenuProps } from './dropdown-menu-props';

/** What a menu's button shows: its icon (⋮ by default), or its label (after its icon) with a chevron. */
export function TriggerFace(props: DropdownMenuProps) {
  if (props.variant === 'icon') return props.icon ?? <MoreVertical size={20} aria-hidden="true" />;
  return (
    <>
      {props.icon}
      {props.label}
      <ChevronDown size={16} aria-hidden="true" />
    </>
  );
}
