import { messages, type Toast } from '@coachforge/contracts';
import styled from 'styled-components';

const Box = styled.div<{ $type: Toast['type'] }>`
  position: fixed;
  top: ${({ theme }) => theme.space(4)};
  right: ${({ theme }) => theme.space(4)};
  z-index: 1000;
  max-width: 380px;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  background: #fff;
  box-shadow: 0 6px 24px rgba(0, 0, 0, 0.18);
  border-left: 6px solid
    ${({ theme, $type }) =>
      ({
        warn: theme.colors.warning,
        info: theme.colors.info,
        congrats: theme.colors.success,
        error: theme.colors.danger,
      })[$type]};
  strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  p {
    margin: 0;
    white-space: pre-line;
  }
  button {
    position: absolute;
    top: ${({ theme }) => theme.space(2)};
    right: ${({ theme }) => theme.space(2)};
    background: none;
    border: none;
    font-size: 18px;
    cursor: pointer;
  }
`;

export interface ToastViewProps {
  toast: Toast;
  onDismiss: () => void;
}

export function ToastView({ toast, onDismiss }: ToastViewProps) {
  return (
    <Box $type={toast.type} role={toast.type === 'error' ? 'alert' : 'status'} data-testid="toast">
      <strong>{messages.alertTitles[toast.type]}</strong>
      <p>{toast.text}</p>
      <button type="button" aria-label="Dismiss" onClick={onDismiss}>
        ×
      </button>
    </Box>
  );
}
