import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../field/field-parts';
import { triggerLook, type DropdownVariant, type TriggerLookProps } from './trigger-look';

/** How a trigger's button, drawn while its menu's or panel's code arrived, hands over to the real one. */
export interface ArrivalProps {
  /** What a person did to the button before the code was here: it keeps the focus, or it opens. */
  beforeArrival?: BeforeArrival;
  onBeforeArrival?: (what: BeforeArrival) => void;
}

type BeforeArrival = 'focused' | 'pressed' | null;

/**
 * What the stand-in hands over, kept by the lazy wrapper: a press is never undone by the focus that comes
 * with it, and a focus ends with a blur.
 */
export function useBeforeArrival(): Required<ArrivalProps> {
  const [beforeArrival, setBeforeArrival] = useState<BeforeArrival>(null);
  const onBeforeArrival = (what: BeforeArrival) =>
    setBeforeArrival((now) => (now === 'pressed' && what !== 'pressed' ? now : what));
  return { beforeArrival, onBeforeArrival };
}

const StandInButton = styled.button<TriggerLookProps>`
  ${triggerLook}
  &:focus-visible {
    ${focusRing}
  }
`;

export interface TriggerStandInProps extends ArrivalProps {
  /** What the button opens, as `aria-haspopup` says it. */
  opens: 'menu' | 'dialog';
  active?: boolean;
  variant?: DropdownVariant;
  ariaLabel?: string;
  testId?: string;
  children: ReactNode;
}

/**
 * The button of a menu or a popover panel as it will look, drawn while its code arrives: same look, size
 * and name, so nothing moves when the real one takes its place, and what a person did meanwhile is not
 * lost: a press opens it as it arrives, a focused button is focused again (lazy-dropdown-menu.tsx,
 * lazy-popover-panel.tsx).
 */
export function TriggerStandIn({
  opens,
  active = false,
  variant = 'button',
  ariaLabel,
  testId,
  beforeArrival,
  onBeforeArrival,
  children,
}: TriggerStandInProps) {
  return (
    <StandInButton
      type="button"
      $active={active}
      $variant={variant}
      aria-haspopup={opens}
      aria-expanded={false}
      aria-busy={beforeArrival === 'pressed' || undefined}
      aria-label={ariaLabel}
      data-testid={testId}
      // A press counts from the pointer going down: the real button can take its place before it comes up.
      onPointerDown={() => onBeforeArrival?.('pressed')}
      onClick={() => onBeforeArrival?.('pressed')}
      onFocus={() => onBeforeArrival?.('focused')}
      onBlur={() => beforeArrival === 'focused' && onBeforeArrival?.(null)}
    >
      {children}
    </StandInButton>
  );
}
