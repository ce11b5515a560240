import { messages } from '@coachforge/contracts';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: ${({ $size }) => Math.max(2, Math.round($size / 8))}px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.8s linear infinite;
  vertical-align: middle;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

export interface SpinnerProps {
  /** Announced to screen readers; the default says "Loading…". */
  label?: string;
  size?: number;
  /** Inside a control that already says it is busy (a loading button), the spinner is decoration. */
  decorative?: boolean;
}

/** A turning ring that tells the reader something is on its way. */
export function Spinner({ label = messages.ui.loading, size = 24, decorative = false }: SpinnerProps) {
  if (decorative) return <Ring $size={size} aria-hidden="true" />;
  return <Ring $size={size} role="status" aria-label={label} data-testid="spinner" />;
}
