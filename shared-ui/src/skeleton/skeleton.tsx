import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { opacity: 1; }
  50% { opacity: 0.45; }
  to { opacity: 1; }
`;

const Block = styled.span<{ $width: string; $height: string; $round: boolean }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ $round, theme }) => ($round ? '50%' : theme.radii.sm)};
  background: ${({ theme }) => theme.colors.border};
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export interface SkeletonProps {
  width?: string;
  height?: string;
  /** A circle, for an avatar's place. */
  round?: boolean;
}

/**
 * The grey shape of content that is on its way. Hidden from screen readers: the region being loaded
 * says it is busy (aria-busy) instead.
 */
export function Skeleton({ width = '100%', height = '1em', round = false }: SkeletonProps) {
  return <Block $width={width} $height={height} $round={round} aria-hidden="true" data-testid="skeleton" />;
}
