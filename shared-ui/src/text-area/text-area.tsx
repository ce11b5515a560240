import { useId, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { inputLook } from '../field/field-parts';
import { describedBy, Field, FieldError, Hint, Label } from '../text-field/text-field';

const Area = styled.textarea`
  ${inputLook}
  resize: vertical;
  min-height: 96px;
`;

const Count = styled.span`
  align-self: flex-end;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  description?: string | undefined;
  error?: string | undefined;
}

/** Several lines of text, with its label, help, error and, when it has a maxLength, a count. */
export function TextArea({ label, description, error, id, ...areaProps }: TextAreaProps) {
  const generatedId = useId();
  const areaId = id ?? generatedId;
  const length = typeof areaProps.value === 'string' ? areaProps.value.length : null;
  return (
    <Field>
      <Label htmlFor={areaId}>{label}</Label>
      {description ? <Hint id={`${areaId}-description`}>{description}</Hint> : null}
      <Area
        id={areaId}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(areaId, description, error)}
        {...areaProps}
      />
      {areaProps.maxLength && length !== null ? (
        <Count aria-hidden="true">
          {length}/{areaProps.maxLength}
        </Count>
      ) : null}
      {error ? (
        <FieldError id={`${areaId}-error`} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Field>
  );
}
