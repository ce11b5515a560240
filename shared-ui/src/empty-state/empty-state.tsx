import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)}`};
  color: ${({ theme }) => theme.colors.mutedText};
  h3 {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    max-width: 420px;
  }
`;

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** What to do about it (a button that creates the first item). */
  action?: ReactNode;
  icon?: ReactNode;
  testId?: string;
}

/** Says that a list or page has nothing yet, and what to do about it. */
export function EmptyState({ title, description, action, icon, testId }: EmptyStateProps) {
  return (
    <Box data-testid={testId}>
      {icon ?? <Inbox size={40} aria-hidden="true" />}
      <h3>{title}</h3>
      {description ? <p>{description}</p> : null}
      {action}
    </Box>
  );
}
