import { useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { inputLook } from '../field/field-parts';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

export const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Hint = styled.p`
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin: 0;
`;

const Input = styled.input`
  ${inputLook}
`;

export const FieldError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin: 0;
`;

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Help under the label, read with the field. */
  description?: string | undefined;
  /** Shown under the field and announced to screen readers. */
  error?: string | undefined;
}

/** The ids that tie a field to its help and its error, for screen readers. */
export function describedBy(id: string, description?: string, error?: string) {
  const ids = [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/**
 * A native text input with its label, help and error. Native, so form libraries (formik) bind to it with
 * name, value, onChange and onBlur as they would to a plain input.
 */
export function TextField({ label, description, error, id, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      {description ? <Hint id={`${inputId}-description`}>{description}</Hint> : null}
      <Input
        id={inputId}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(inputId, description, error)}
        {...inputProps}
      />
      {error ? (
        <FieldError id={`${inputId}-error`} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Field>
  );
}
