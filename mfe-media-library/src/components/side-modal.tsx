import type { ReactNode } from 'react';
import styled from 'styled-components';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(20, 22, 30, 0.45);
  z-index: 1000;
  display: flex;
  justify-content: flex-end;
`;

const Panel = styled.section`
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.font};
  width: min(720px, 100vw);
  height: 100%;
  display: flex;
  flex-direction: column;
  box-shadow: -8px 0 24px rgba(0, 0, 0, 0.15);
`;

const Header = styled.header`
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(6)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: 20px;
  }
`;

const Body = styled.div`
  flex: 1;
  overflow: auto;
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(6)}`};
`;

const Footer = styled.footer`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(6)}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: flex-end;
  align-items: center;
`;

/**
 * A panel from the right edge. Clicking the backdrop does nothing and there is no close button in
 * the header (spec 03 section 2.4): the footer's buttons are the only ways out.
 */
export function SideModal({
  title,
  children,
  footer,
  testId,
}: {
  title: string;
  children: ReactNode;
  footer: ReactNode;
  testId?: string;
}) {
  return (
    <Backdrop data-testid={testId ? `${testId}-backdrop` : undefined}>
      <Panel role="dialog" aria-modal="true" aria-label={title} data-testid={testId}>
        <Header>
          <h2>{title}</h2>
        </Header>
        <Body>{children}</Body>
        <Footer>{footer}</Footer>
      </Panel>
    </Backdrop>
  );
}
