import { messages } from '@coachforge/contracts';
import { ChevronDown, X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styled from 'styled-components';
import { IconButton } from '../button/button';
import { useIsMobile } from '../media-query/use-media-query';
import { FloatingPanel } from '../overlay/popover';
import { Trigger } from '../overlay/trigger-button';
import { OpenedOnArrival } from '../overlay/opened-on-arrival';
import type { ArrivalProps } from '../overlay/trigger-stand-in';

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

const SheetOverlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.layers.modal};
  background: ${({ theme }) => theme.colors.backdrop};
  display: flex;
  align-items: flex-end;
`;

/** The mobile layout: the whole width, from the bottom edge, where a thumb reaches it. */
const Sheet = styled(Modal)`
  box-sizing: border-box;
  width: 100%;
  max-height: 85vh;
  overflow: auto;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
  box-shadow: ${({ theme }) => theme.shadows.modal};
  padding: ${({ theme }) => theme.space(2)};
`;

const SheetHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `0 ${theme.space(2)}`};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
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
  /**
   * Under 797.98 px the panel opens as a sheet across the bottom of the screen, with its title and a
   * close button, instead of hanging from its button (the checklist, spec 03 section 9).
   */
  sheetOnMobile?: boolean;
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
  sheetOnMobile = false,
  testId,
  beforeArrival = null,
}: PopoverPanelProps & ArrivalProps) {
  const asSheet = useIsMobile() && sheetOnMobile;
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <DialogTrigger>
      <Trigger
        ref={trigger}
        autoFocus={beforeArrival === 'focused'}
        $active={false}
        $variant="button"
        data-testid={testId}
      >
        {label}
        <ChevronDown size={16} aria-hidden="true" />
      </Trigger>
      {/* After the button, so that its ref is set when this opens it. */}
      <OpenedOnArrival beforeArrival={beforeArrival} trigger={trigger} opens="dialog" />
      {asSheet ? (
        <SheetOverlay isDismissable>
          <Sheet>
            <Panel aria-label={title} data-layout="sheet">
              {({ close }) => (
                <>
                  <SheetHeader>
                    <Heading slot="title">{title}</Heading>
                    <IconButton
                      label={messages.ui.close}
                      icon={<X size={20} aria-hidden="true" />}
                      onClick={close}
                    />
                  </SheetHeader>
                  {children(close)}
                </>
              )}
            </Panel>
          </Sheet>
        </SheetOverlay>
      ) : (
        <FloatingPanel placement={placement}>
          <Panel aria-label={title} data-layout="popover">
            {({ close }) => children(close)}
          </Panel>
        </FloatingPanel>
      )}
    </DialogTrigger>
  );
}
