import {
  signInFormSchema,
  signUpFormSchema,
  type Invitation,
  type SignUpForm,
  type SignUpRole,
} from '@coachforge/contracts';
import { Button, Checkbox, TextField } from '@coachforge/ui';
import { Form, Formik } from 'formik';
import { usePlatform } from '@coachforge/remote-kit';
import { FormikTextField } from '../../../components/formik-text-field';

/**
 * Signs the invited person in (already registered) or up (new), always with the invited email, then
 * hands over to `onSignedIn` to accept. `isNew` tells whether an account was just created.
 */
export function InvitationSignIn({
  invitation,
  role,
  onSignedIn,
}: {
  invitation: Invitation;
  role: SignUpRole;
  onSignedIn(isNew: boolean): Promise<void>;
}) {
  const platform = usePlatform();

  if (invitation.registered_role) {
    return (
      <Formik
        initialValues={{ email: invitation.email, password: '' }}
        validationSchema={signInFormSchema}
        validateOnMount
        onSubmit={async (values) => {
          try {
            await platform.session.signIn(signInFormSchema.cast(values));
            await onSignedIn(false);
          } catch {
            // shown by the shell
          }
        }}
      >
        {({ isValid, isSubmitting }) => (
          <Form noValidate aria-label="Sign in to accept">
            <p>Sign in as {invitation.email} to accept.</p>
            <FormikTextField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
            />
            <Button type="submit" $block disabled={!isValid || isSubmitting}>
              {isSubmitting ? 'Signing in…' : 'Sign in and accept'}
            </Button>
          </Form>
        )}
      </Formik>
    );
  }

  const initialValues: SignUpForm = {
    first_name: '',
    last_name: '',
    email: invitation.email,
    password: '',
    password_confirmation: '',
    terms: false,
  };
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={signUpFormSchema}
      validateOnMount
      onSubmit={async (values) => {
        try {
          await platform.session.signUp(signUpFormSchema.cast({ ...values, email: invitation.email }), role);
          await onSignedIn(true);
        } catch {
          // shown by the shell; everything typed stays
        }
      }}
    >
      {({ values, errors, touched, isValid, isSubmitting, handleChange, handleBlur }) => (
        <Form noValidate aria-label="Sign up to accept">
          <TextField label="Email" name="email" type="email" value={invitation.email} readOnly />
          <FormikTextField label="First Name" name="first_name" autoComplete="given-name" />
          <FormikTextField label="Last Name" name="last_name" autoComplete="family-name" />
          <FormikTextField label="Password" name="password" type="password" autoComplete="new-password" />
          <FormikTextField
            label="Confirm password"
            name="password_confirmation"
            type="password"
            autoComplete="new-password"
          />
          <Checkbox
            name="terms"
            checked={values.terms}
            onChange={handleChange}
            onBlur={handleBlur}
            error={touched.terms ? errors.terms : undefined}
            label="I agree to the terms of use and the privacy policy."
          />
          <Button type="submit" $block disabled={!isValid || isSubmitting}>
            {isSubmitting ? 'Creating your account…' : 'Sign up and accept'}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
