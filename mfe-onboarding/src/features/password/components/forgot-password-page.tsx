import { endpoints, forgotPasswordSchema, type ForgotPasswordRequest } from '@coachforge/contracts';
import { Button, Notice, Page } from '@coachforge/ui';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link, usePlatform, useRoutePath, useSearchParams } from '@coachforge/remote-kit';
import { FormikTextField } from '../../../components/formik-text-field';

/** forgot_password: ?email prefills the field (spec 01 section 2.2). */
export function ForgotPasswordPage() {
  const pathTo = useRoutePath();
  const platform = usePlatform();
  const [params] = useSearchParams();
  const [sent, setSent] = useState<string | null>(null);
  const initialValues: ForgotPasswordRequest = { email: params.get('email') ?? '' };

  return (
    <Page $narrow>
      <h1>Forgot your password?</h1>
      <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
      {sent ? (
        <Notice tone="success">{sent}</Notice>
      ) : (
        <Formik
          initialValues={initialValues}
          validationSchema={forgotPasswordSchema}
          validateOnMount
          onSubmit={async (values) => {
            try {
              const answer = await platform.api.request(endpoints.requestPasswordReset, {
                body: forgotPasswordSchema.cast(values),
              });
              setSent(answer.message);
            } catch {
              // The shell has shown why; the email stays in the field.
            }
          }}
        >
          {({ isValid, isSubmitting }) => (
            <Form noValidate aria-label="Forgot password">
              <FormikTextField label="Email" name="email" type="email" autoComplete="email" />
              <Button type="submit" $block disabled={!isValid || isSubmitting}>
                {isSubmitting ? 'Sending…' : 'Send me a link'}
              </Button>
            </Form>
          )}
        </Formik>
      )}
      <p>
        <Link to={pathTo('onboarding-signin')}>Back to sign in</Link>
      </p>
    </Page>
  );
}
