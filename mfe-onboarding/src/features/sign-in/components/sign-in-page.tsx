import {
  ApiRequestError,
  messages,
  routePath,
  signInFormSchema,
  type SignInForm,
} from '@coachforge/contracts';
import { Button, Notice, Page } from '@coachforge/ui';
import { Formik, Form, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link, usePlatform, useRoutePath } from '@coachforge/remote-kit';
import { FormikTextField } from '../../../components/formik-text-field';

const initialValues: SignInForm = { email: '', password: '' };

/**
 * Sign-in (spec 01 section 5): submit stays disabled while the form is invalid or sending. A refused
 * sign-in keeps what was typed; the shell shows the server's message.
 */
export function SignInPage() {
  const pathTo = useRoutePath();
  const platform = usePlatform();
  const [subdomain, setSubdomain] = useState<string | null>(null);

  const submit = async (values: SignInForm, helpers: FormikHelpers<SignInForm>) => {
    try {
      await platform.session.signIn(signInFormSchema.cast(values));
      // The shell moves a signed-in person on, to where they were heading or to their main page.
    } catch (error) {
      // A login of another white-label subdomain: a notice that stays, with the way there.
      if (error instanceof ApiRequestError && error.body?.subdomain) setSubdomain(error.body.subdomain);
      helpers.setFieldValue('password', values.password, false);
    }
  };

  return (
    <Page $narrow>
      <h1>Sign in</h1>
      {subdomain ? (
        <Notice tone="warning" testId="subdomain-notice">
          {messages.account.subdomainNoAccess(subdomain)}{' '}
          <a href={`https://${subdomain}${routePath('onboarding-signin')}`}>Sign in at {subdomain}</a>
        </Notice>
      ) : null}
      <Formik
        initialValues={initialValues}
        validationSchema={signInFormSchema}
        validateOnMount
        onSubmit={submit}
      >
        {({ values, isValid, isSubmitting }) => (
          <Form noValidate aria-label="Sign in">
            <FormikTextField label="Email" name="email" type="email" autoComplete="email" />
            <FormikTextField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
            />
            <Button type="submit" $block disabled={!isValid || isSubmitting}>
              {isSubmitting ? 'Signing in…' : 'Sign in'}
            </Button>
            <p>
              <Link to={pathTo('onboarding-forgot-password', {}, { email: values.email || undefined })}>
                Forgot your password?
              </Link>
            </p>
          </Form>
        )}
      </Formik>
      <p>
        New to Coachforge?{' '}
        <Link to={pathTo('onboarding-coaching-signup', { role: 'coaching' })}>Sign up as a coach</Link> or{' '}
        <Link to={pathTo('onboarding-coaching-signup', { role: 'client' })}>as a client</Link>.
      </p>
    </Page>
  );
}
