import {
  changePasswordFormSchema,
  endpoints,
  messages,
  type ChangePasswordForm,
} from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { Button, Card } from '@coachforge/ui';
import { Form, Formik } from 'formik';
import { apiErrorText, apiFieldErrors } from '../../components/api-errors';
import { FormikTextField } from '../../components/formik-text-field';

const empty: ChangePasswordForm = { current_password: '', password: '', password_confirmation: '' };

/**
 * PATCH users/password. Every other sign-in of the person ends; this one stays (decision 0044). A refusal
 * is shown as a warning with the server's message, and what was typed stays (spec 01 section 8).
 */
export function ChangePasswordForm() {
  const platform = usePlatform();
  return (
    <Card title="Change password">
      <Formik
        initialValues={empty}
        validationSchema={changePasswordFormSchema}
        onSubmit={async (values, { resetForm, setErrors }) => {
          try {
            await platform.api.request(endpoints.changePassword, { body: { user: values }, quiet: true });
            platform.toast.show({ type: 'congrats', text: messages.account.passwordChanged });
            resetForm();
          } catch (error) {
            setErrors(apiFieldErrors(error));
            platform.toast.show({ type: 'warn', text: apiErrorText(error) });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Change password">
            <FormikTextField
              label="Current password"
              name="current_password"
              type="password"
              autoComplete="current-password"
            />
            <FormikTextField
              label="New password"
              name="password"
              type="password"
              autoComplete="new-password"
            />
            <FormikTextField
              label="Confirm new password"
              name="password_confirmation"
              type="password"
              autoComplete="new-password"
            />
            <p>Changing your password signs you out everywhere else.</p>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : 'Change password'}
            </Button>
          </Form>
        )}
      </Formik>
    </Card>
  );
}
