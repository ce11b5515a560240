import {
  ApiRequestError,
  messages,
  newPasswordFormSchema,
  type NewPasswordForm,
} from '@coachforge/contracts';
import { Button, Notice, Page } from '@coachforge/ui';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link, useNavigateTo, usePlatform, useRoutePath, useSearchParams } from '@coachforge/remote-kit';
import { FormikTextField } from '../../../components/formik-text-field';

const initialValues: NewPasswordForm = { password: '', password_confirmation: '' };

/**
 * reset_password: sets a new password with the token from the mailed link, then sends the person to
 * sign in with it (the API ends every earlier session).
 */
export function ResetPasswordPage() {
  const pathTo = useRoutePath();
  const platform = usePlatform();
  const navigateTo = useNavigateTo();
  const [params] = useSearchParams();
  const token = params.get('reset_password_token') ?? '';
  const [failure, setFailure] = useState<string | null>(token ? null : messages.account.resetTokenInvalid);

  return (
    <Page $narrow>
      <h1>Choose a new password</h1>
      {failure ? (
        <Notice tone="error">
          {failure} <Link to={pathTo('onboarding-forgot-password')}>Ask for a new link</Link>
        </Notice>
      ) : null}
      <Formik
        initialValues={initialValues}
        validationSchema={newPasswordFormSchema}
        validateOnMount
        onSubmit={async (values) => {
          try {
            await platform.session.resetPassword(newPasswordFormSchema.cast(values), token);
            platform.toast.show({ type: 'congrats', text: messages.account.passwordReset });
            navigateTo('onboarding-signin');
          } catch (error) {
            setFailure(
              error instanceof ApiRequestError && error.body ? error.body.error : messages.http.requestFailed,
            );
          }
        }}
      >
        {({ isValid, isSubmitting }) => (
          <Form noValidate aria-label="Reset password">
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
            <Button type="submit" $block disabled={!isValid || isSubmitting || !token}>
              {isSubmitting ? 'Saving…' : 'Set new password'}
            </Button>
          </Form>
        )}
      </Formik>
    </Page>
  );
}
