import { TextField, type TextFieldProps } from '@coachforge/ui';
import { useField } from 'formik';

export interface FormikTextFieldProps extends Omit<TextFieldProps, 'value' | 'error'> {
  name: string;
}

/**
 * The UI kit's TextField bound to the enclosing Formik form by name: value, change, blur, and the
 * field's error once it has been touched.
 */
export function FormikTextField({ name, ...props }: FormikTextFieldProps) {
  const [field, meta] = useField<string>(name);
  return <TextField {...props} {...field} error={meta.touched ? meta.error : undefined} />;
}
