import { messages, type Toast } from '@coachforge/contracts';
import { AlertCircle, AlertTriangle, CheckCircle2, Info, X } from 'lucide-react';
import styled from 'styled-components';

const tone = { warn: 'warning', info: 'info', congrats: 'success', error: 'danger' } as const;

const icons = { warn: AlertTriangle, info: Info, congrats: CheckCircle2, error: AlertCircle };

const Box = styled.div<{ $type: Toast['type'] }>`
  position: fixed;
  top: ${({ theme }) => theme.space(4)};
  right: ${({ theme }) => theme.space(4)};
  z-index: ${({ theme }) => theme.layers.toast};
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  width: min(380px, calc(100vw - 32px));
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.floating};
  border-left: 6px solid ${({ theme, $type }) => theme.colors[tone[$type]]};
  > svg {
    flex-shrink: 0;
    color: ${({ theme, $type }) => theme.colors[tone[$type]]};
  }
  div {
    flex: 1;
  }
  strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  p {
    margin: 0;
    white-space: pre-line;
  }
  button {
    align-self: flex-start;
    background: none;
    border: none;
    color: inherit;
    padding: ${({ theme }) => theme.space(1)};
    border-radius: ${({ theme }) => theme.radii.sm};
    cursor: pointer;
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
  }
`;

export interface ToastViewProps {
  toast: Toast;
  onDismiss: () => void;
}

/**
 * A message at the top right of the page: errors are announced at once (alert), others politely
 * (status). The shell decides how long it stays; Dismiss closes it.
 */
export function ToastView({ toast, onDismiss }: ToastViewProps) {
  const Icon = icons[toast.type];
  return (
    <Box $type={toast.type} role={toast.type === 'error' ? 'alert' : 'status'} data-testid="toast">
      <Icon size={20} aria-hidden="true" />
      <div>
        <strong>{messages.alertTitles[toast.type]}</strong>
        <p>{toast.text}</p>
      </div>
      <button type="button" aria-label={messages.ui.dismiss} onClick={onDismiss}>
        <X size={18} aria-hidden="true" />
      </button>
    </Box>
  );
}
