import { messages } from '@coachforge/contracts';
import styled from 'styled-components';
import { Button } from '../button/button';

const Panel = styled.section`
  margin: ${({ theme }) => theme.space(6)} auto;
  max-width: 560px;
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius};
  background: #fff5f5;
  h2 {
    margin-top: 0;
    font-size: 18px;
  }
`;

export interface ErrorPanelProps {
  title: string;
  detail?: string | undefined;
  onRetry?: (() => void) | undefined;
}

/** A failure kept to its own area of the page, with a way to try again. */
export function ErrorPanel({ title, detail, onRetry }: ErrorPanelProps) {
  return (
    <Panel role="alert" data-testid="error-panel">
      <h2>{title}</h2>
      {detail ? <p>{detail}</p> : null}
      {onRetry ? (
        <Button type="button" onClick={onRetry}>
          {messages.shell.retry}
        </Button>
      ) : null}
    </Panel>
  );
}
