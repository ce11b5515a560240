import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export const Button = styled.button<{ $variant?: ButtonVariant; $block?: boolean }>`
  font: inherit;
  font-weight: 600;
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(5)}`};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.primaryContrast};
        `
      : $variant === 'secondary'
        ? css`
            background: ${theme.colors.secondary};
            color: ${theme.colors.secondaryContrast};
          `
        : css`
            background: none;
            border-color: transparent;
            color: ${theme.colors.systemText};
            padding: 0;
            text-decoration: underline;
          `}
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.info};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
