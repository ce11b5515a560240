import { messages } from '@coachforge/contracts';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { IconButton } from '../button/button';
import { DialogActions } from './dialog-actions';

export type DialogPlacement = 'centre' | 'side';
export type DialogSize = 'small' | 'medium' | 'large';

const widths: Record<DialogSize, string> = { small: '440px', medium: '600px', large: '960px' };

const Overlay = styled(ModalOverlay)<{ $placement: DialogPlacement }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.layers.modal};
  background: ${({ theme }) => theme.colors.backdrop};
  display: flex;
  align-items: ${({ $placement }) => ($placement === 'side' ? 'stretch' : 'center')};
  justify-content: ${({ $placement }) => ($placement === 'side' ? 'flex-end' : 'center')};
  padding: ${({ theme, $placement }) => ($placement === 'side' ? '0' : theme.space(4))};
`;

const Box = styled(Modal)<{ $placement: DialogPlacement; $size: DialogSize }>`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.font};
  box-shadow: ${({ theme }) => theme.shadows.modal};
  max-height: 100%;
  overflow: auto;
  ${({ $placement, $size, theme }) =>
    $placement === 'side'
      ? css`
          width: min(${widths[$size]}, 100vw);
          height: 100%;
          border-radius: ${theme.radii.lg} 0 0 ${theme.radii.lg};
          ${theme.media.mobile} {
            border-radius: 0;
          }
        `
      : css`
          width: min(${widths[$size]}, 100%);
          border-radius: ${theme.radii.lg};
        `}
`;

const Body = styled(AriaDialog)`
  outline: none;
  padding: ${({ theme }) => theme.space(6)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  flex: 1;
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
`;

/** A side modal's buttons stay in view at the foot while a long body scrolls under them. */
const Footer = styled(DialogActions)<{ $placement: DialogPlacement }>`
  ${({ $placement, theme }) =>
    $placement === 'side'
      ? css`
          position: sticky;
          bottom: 0;
          margin: auto -${theme.space(6)} -${theme.space(6)};
          padding: ${theme.space(3)} ${theme.space(6)};
          background: ${theme.colors.background};
          border-top: 1px solid ${theme.colors.border};
        `
      : ''}
`;

export interface DialogProps {
  isOpen: boolean;
  /** Called when the person closes it: Escape, the close button or a click on the backdrop. */
  onClose?: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons shown at the foot. */
  actions?: ReactNode;
  /**
   * False for prompts that must be answered (reload after an update): no close button, Escape and the
   * backdrop do nothing. True by default when onClose is given.
   */
  isDismissable?: boolean;
  size?: DialogSize;
  placement?: DialogPlacement;
  role?: 'dialog' | 'alertdialog';
  testId?: string;
}

/**
 * A modal dialog. Focus moves into it and stays there; Escape closes it (when dismissable) and focus
 * returns to what had it before; the rest of the page is hidden from screen readers meanwhile.
 */
export function Dialog({
  isOpen,
  onClose,
  title,
  children,
  actions,
  isDismissable = onClose !== undefined,
  size = 'small',
  placement = 'centre',
  role = 'dialog',
  testId,
}: DialogProps) {
  return (
    <Overlay
      $placement={placement}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose?.();
      }}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <Box $placement={placement} $size={size}>
        <Body role={role} data-testid={testId}>
          <Header>
            <Heading slot="title">{title}</Heading>
            {isDismissable && onClose ? (
              <IconButton
                label={messages.ui.close}
                icon={<X size={20} aria-hidden="true" />}
                onClick={onClose}
              />
            ) : null}
          </Header>
          {children}
          {actions ? <Footer $placement={placement}>{actions}</Footer> : null}
        </Body>
      </Box>
    </Overlay>
  );
}
