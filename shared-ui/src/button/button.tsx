import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../field/field-parts';
import { Spinner } from '../spinner/spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'link';
export type ButtonSize = 'small' | 'medium';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primaryFill};
    border-color: ${({ theme }) => theme.colors.primaryFill};
    color: ${({ theme }) => theme.colors.onPrimaryFill};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.primaryFillHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.background};
    border-color: ${({ theme }) => theme.colors.inputBorder};
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.surface};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    border-color: ${({ theme }) => theme.colors.danger};
    color: #ffffff;
  `,
  ghost: css`
    background: transparent;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.colors.surface};
    }
  `,
  link: css`
    background: none;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.link};
    padding: 0;
    min-height: 0;
    text-decoration: underline;
  `,
};

/** The styled element, for places that need a button look on another element (`as="a"`). */
export const ButtonBase = styled.button<{ $variant?: ButtonVariant; $block?: boolean; $size?: ButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme, $size }) => ($size === 'small' ? theme.fontSizes.sm : theme.fontSizes.md)};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme, $size }) =>
    $size === 'small' ? `${theme.space(1.5)} ${theme.space(3)}` : `${theme.space(2.5)} ${theme.space(5)}`};
  border: 1px solid transparent;
  cursor: pointer;
  text-decoration: none;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $variant = 'primary' }) => variants[$variant]}
  &:focus-visible {
    ${focusRing}
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel' | 'download'> & {
    /** `a` for a link that looks like a button (give it an href). */
    as?: 'a' | 'button';
    ref?: Ref<HTMLButtonElement>;
    $variant?: ButtonVariant;
    $block?: boolean;
    $size?: ButtonSize;
    /** Busy: the label stays (so the button keeps its name and focus), a spinner shows, clicks are ignored. */
    loading?: boolean;
    /** An icon before the label (a lucide-react icon). */
    icon?: ReactNode;
  };

/** The platform's button: primary, secondary, danger, ghost or link, with a loading state. */
export function Button({ loading = false, icon, children, onClick, as, ...props }: ButtonProps) {
  return (
    <ButtonBase
      {...props}
      as={as}
      aria-busy={loading || undefined}
      aria-disabled={loading || props['aria-disabled'] || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading ? <Spinner size={16} decorative /> : icon}
      {children}
    </ButtonBase>
  );
}

/** A button that shows only an icon; its label is read out and shown as a title. */
export function IconButton({
  label,
  icon,
  ...props
}: Omit<ButtonProps, 'children'> & { label: string; icon: ReactNode }) {
  return <Button $variant="ghost" $size="small" aria-label={label} title={label} icon={icon} {...props} />;
}
