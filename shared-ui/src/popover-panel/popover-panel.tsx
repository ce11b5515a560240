import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Dialog, DialogTrigger } from 'react-aria-components';
import styled from 'styled-components';
import { FloatingPanel } from '../overlay/popover';
import { Trigger } from '../overlay/trigger-button';

const Panel = styled(Dialog)`
  outline: none;
  padding: ${({ theme }) => theme.space(2)};
  min-width: 240px;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

export interface PopoverPanelProps {
  /** What the trigger shows. */
  label: ReactNode;
  /** The panel's accessible name. */
  title: string;
  /** The panel's content; given `close` to shut it after an action. */
  children: (close: () => void) => ReactNode;
  placement?: 'bottom start' | 'bottom end';
  testId?: string;
}

/**
 * A button that shows a small panel of content (a checklist, a summary) rather than a menu of actions.
 * Focus moves into the panel; Tab moves through it; Escape or a click outside closes it and focus
 * returns to the button.
 */
export function PopoverPanel({
  label,
  title,
  children,
  placement = 'bottom end',
  testId,
}: PopoverPanelProps) {
  return (
    <DialogTrigger>
      <Trigger $active={false} $variant="button" data-testid={testId}>
        {label}
        <ChevronDown size={16} aria-hidden="true" />
      </Trigger>
      <FloatingPanel placement={placement}>
        <Panel aria-label={title}>{({ close }) => children(close)}</Panel>
      </FloatingPanel>
    </DialogTrigger>
  );
}
