import { FieldError as AriaFieldError, Label as AriaLabel, Text } from 'react-aria-components';
import styled, { css } from 'styled-components';

/** Label, help text and error of every form field, so fields line up and read alike. */
export const FieldLabel = styled(AriaLabel)`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const FieldDescription = styled(Text).attrs({ slot: 'description' })`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const FieldErrorText = styled(AriaFieldError)`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const FieldStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** The look of a text input, select trigger or date group, with React Aria's state attributes. */
export const inputLook = css`
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.inputBorder};
  min-height: 42px;
  box-sizing: border-box;
  &[aria-invalid='true'],
  &[data-invalid] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:focus-visible,
  &[data-focus-visible],
  &[data-focus-within] {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
  &:disabled,
  &[data-disabled] {
    background: ${({ theme }) => theme.colors.surface};
    cursor: not-allowed;
  }
`;

/** Keyboard focus outline shared by every control. */
export const focusRing = css`
  outline: 3px solid ${({ theme }) => theme.colors.focusRing};
  outline-offset: 2px;
`;
