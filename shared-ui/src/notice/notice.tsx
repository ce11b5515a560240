import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

const Box = styled.div<{ $tone: NoticeTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid currentColor;
  line-height: 1.5;
  ${({ theme, $tone }) => {
    const [surface, ink] = {
      info: [theme.colors.infoSurface, theme.colors.info],
      success: [theme.colors.successSurface, theme.colors.success],
      warning: [theme.colors.warningSurface, theme.colors.warning],
      error: [theme.colors.dangerSurface, theme.colors.danger],
    }[$tone];
    return `background: ${surface}; color: ${ink};`;
  }}
  > svg {
    flex: none;
    margin-top: 2px;
  }
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  > p {
    margin: 0;
  }
`;

const icons = { info: Info, success: CircleCheck, warning: TriangleAlert, error: CircleAlert };

export interface NoticeProps {
  tone?: NoticeTone;
  children: ReactNode;
  /** A button or link beside the words (Resend, Try again). */
  action?: ReactNode;
  testId?: string;
}

/**
 * A sentence in the page (not a toast): the result of a link followed from a mail, a refusal, a hint.
 * Errors and warnings are announced at once (alert); information and success politely (status).
 */
export function Notice({ tone = 'info', children, action, testId }: NoticeProps) {
  const Icon = icons[tone];
  return (
    <Box
      $tone={tone}
      data-tone={tone}
      data-testid={testId}
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
    >
      <Icon size={18} aria-hidden="true" focusable="false" />
      <Body>{children}</Body>
      {action}
    </Box>
  );
}
