import type { DOMAttributes, ReactElement } from 'react';
import { Focusable, OverlayArrow, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import styled from 'styled-components';

const Bubble = styled(AriaTooltip)`
  max-width: 280px;
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2.5)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #22242f;
  color: #ffffff;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  box-shadow: ${({ theme }) => theme.shadows.floating};
  z-index: ${({ theme }) => theme.layers.toast};
  svg {
    display: block;
    fill: #22242f;
  }
  &[data-placement='bottom'] svg {
    transform: rotate(180deg);
  }
`;

export interface TooltipProps {
  /** Extra words about the control; it is read as the control's description. */
  content: string;
  /** One focusable element (a button or link) that the tooltip describes. */
  children: ReactElement;
  placement?: 'top' | 'bottom' | 'start' | 'end';
  /** Ms before it shows on hover; on keyboard focus it shows at once. */
  delay?: number;
}

/**
 * A short hint beside a control, shown on hover and on keyboard focus, hidden by Escape. It only adds to
 * a control that already has a name: never the only place an instruction lives.
 */
export function Tooltip({ content, children, placement = 'top', delay = 600 }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay}>
      {/* Focusable's type wants a DOM element; our Button passes its ref and handlers to one. */}
      <Focusable>{children as ReactElement<DOMAttributes<HTMLElement>, string>}</Focusable>
      <Bubble placement={placement} offset={8}>
        <OverlayArrow>
          <svg width={8} height={8} viewBox="0 0 8 8" aria-hidden="true">
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {content}
      </Bubble>
    </TooltipTrigger>
  );
}
