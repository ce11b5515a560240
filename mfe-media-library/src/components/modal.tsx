import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(20, 22, 30, 0.55);
  z-index: 1100;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(4)};
`;

const Box = styled.div`
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.font};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(5)};
  max-width: min(960px, 100%);
  max-height: 100%;
  overflow: auto;
  h3 {
    margin-top: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** A centred modal above the side modal; Escape closes it. */
export function Modal({
  title,
  children,
  actions,
  onClose,
  testId,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  onClose: () => void;
  testId?: string;
}) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <Backdrop>
      <Box role="dialog" aria-modal="true" aria-label={title} data-testid={testId}>
        <h3>{title}</h3>
        {children}
        {actions ? <Actions>{actions}</Actions> : null}
      </Box>
    </Backdrop>
  );
}
