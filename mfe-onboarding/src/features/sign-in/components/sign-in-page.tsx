import {
  ApiRequestError,
  messages,
  FORGOT_PASSWORD_INTENT,
  routePath,
  SIGN_IN_FORM_INTENT,
  signInFormSchema,
  type SignInForm,
} from '@coachforge/contracts';
import { Button, Notice, Page } from '@coachforge/ui';
import { Formik, Form, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link, usePlatform, useRoutePath } from '@coachforge/remote-kit';
import { FormikTextField } from '../../../components/formik-text-field';

const initialValues: SignInForm = { email: '', password: '' };
const text = messages.signInPage;

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
    // data-route: a signed-out visitor first reads the page the web server drew, which gives way to this
    // one and hands over what was typed (decision 0254).
    <Page $narrow data-route="onboarding-signin">
      <h1>{text.title}</h1>
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
          <Form noValidate aria-label={text.title}>
            <FormikTextField label={text.email} name="email" type="email" autoComplete="email" />
            <FormikTextField
              label={text.password}
              name="password"
              type="password"
              autoComplete="current-password"
            />
            <Button
              type="submit"
              $block
              disabled={!isValid || isSubmitting}
              data-intent={SIGN_IN_FORM_INTENT}
            >
              {isSubmitting ? text.submitting : text.submit}
            </Button>
            <p>
              <Link
                to={pathTo('onboarding-forgot-password', {}, { email: values.email || undefined })}
                data-intent={FORGOT_PASSWORD_INTENT}
              >
                {text.forgotPassword}
              </Link>
            </p>
          </Form>
        )}
      </Formik>
      <p>
        {text.newHere}{' '}
        <Link to={pathTo('onboarding-coaching-signup', { role: 'coaching' })}>{text.asCoach}</Link> or{' '}
        <Link to={pathTo('onboarding-coaching-signup', { role: 'client' })}>{text.asClient}</Link>.
      </p>
    </Page>
  );
}
