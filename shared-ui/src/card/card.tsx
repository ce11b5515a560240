import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.section`
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  padding: ${({ theme }) => theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export interface CardProps {
  /** A card with a title is a labelled region; without one it is a plain box. */
  title?: string;
  /** Something beside the title (a badge, a menu). */
  aside?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** A bordered, slightly raised box that groups one thing's details. */
export function Card({ title, aside, children, testId }: CardProps) {
  const headingId = title ? `card-${title.replace(/\W+/g, '-').toLowerCase()}` : undefined;
  return (
    <Box aria-labelledby={headingId} data-testid={testId} as={title ? 'section' : 'div'}>
      {title ? (
        <header>
          <h3 id={headingId}>{title}</h3>
          {aside}
        </header>
      ) : null}
      {children}
    </Box>
  );
}
