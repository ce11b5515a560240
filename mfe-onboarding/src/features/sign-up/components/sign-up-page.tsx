import { routePath, signUpFormSchema, type SignUpForm, type SignUpRole } from '@coachforge/contracts';
import { Button, Checkbox, Page } from '@coachforge/ui';
import { Formik, Form } from 'formik';
import { useState } from 'react';
import { Link, useNavigateTo, useParams, usePlatform, useRoutePath } from '@coachforge/remote-kit';
import { FormikTextField } from '../../../components/formik-text-field';

const initialValues: SignUpForm = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  password_confirmation: '',
  terms: false,
};

/** The sign-up roles of the route (spec 01 section 2.2): 'client' makes a client, every other a coach. */
export function roleOfSignUpPath(role: string | undefined): SignUpRole {
  return role === 'client' ? 'user' : 'coach';
}

export type AccountType = 'standalone' | 'team';

/** The account types a coach registers as, with their labels. */
export const ACCOUNT_TYPE_CHOICES: readonly (readonly [AccountType, string])[] = [
  ['standalone', 'Just me'],
  ['team', 'A team of coaches'],
];

/** The account type a path role fixes, or null when the coach chooses it on the form. */
export function accountTypeOfSignUpPath(role: string | undefined): AccountType | null {
  return role === 'team' ? 'team' : role === 'standalone' || role === 'invited' ? 'standalone' : null;
}

type TextFieldName = Exclude<keyof SignUpForm, 'terms'>;

const fields: { name: TextFieldName; label: string; type: string; autoComplete: string }[] = [
  { name: 'first_name', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  {
    name: 'password_confirmation',
    label: 'Confirm password',
    type: 'password',
    autoComplete: 'new-password',
  },
];

export function SignUpPage() {
  const pathTo = useRoutePath();
  const platform = usePlatform();
  const navigateTo = useNavigateTo();
  const pathRole = useParams().role;
  const role = roleOfSignUpPath(pathRole);
  const fixedAccountType = accountTypeOfSignUpPath(pathRole);
  const [accountType, setAccountType] = useState<AccountType>(fixedAccountType ?? 'standalone');

  return (
    <Page $narrow>
      <h1>{role === 'coach' ? 'Create your coach account' : 'Create your client account'}</h1>
      <Formik
        initialValues={initialValues}
        validationSchema={signUpFormSchema}
        validateOnMount
        onSubmit={async (values) => {
          try {
            await platform.session.signUp(signUpFormSchema.cast(values), role);
            // A coach goes on to the profile set-up and questions (registration_step until 'questions').
            if (role === 'coach') navigateTo('onboarding-verify-information', { role: accountType });
          } catch {
            // The shell has shown why; everything typed stays in the form.
          }
        }}
      >
        {({ values, errors, touched, isValid, isSubmitting, handleChange, handleBlur }) => (
          <Form noValidate aria-label="Sign up">
            {role === 'coach' && fixedAccountType === null ? (
              <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
                <legend style={{ fontWeight: 600, fontSize: 14 }}>Account type</legend>
                {ACCOUNT_TYPE_CHOICES.map(([value, label]) => (
                  <label key={value} style={{ marginRight: 16 }}>
                    <input
                      type="radio"
                      name="account_type"
                      value={value}
                      checked={accountType === value}
                      onChange={() => setAccountType(value)}
                    />{' '}
                    {label}
                  </label>
                ))}
              </fieldset>
            ) : null}
            {fields.map((field) => (
              <FormikTextField
                key={field.name}
                label={field.label}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
              />
            ))}
            <Checkbox
              name="terms"
              checked={values.terms}
              onChange={handleChange}
              onBlur={handleBlur}
              error={touched.terms ? errors.terms : undefined}
              label={
                <>
                  I agree to the <a href={routePath('terms_of_use')}>terms of use</a> and the{' '}
                  <a href={routePath('privacy_policy')}>privacy policy</a>.
                </>
              }
            />
            <Button type="submit" $block disabled={!isValid || isSubmitting}>
              {isSubmitting ? 'Creating your account…' : 'Sign up'}
            </Button>
          </Form>
        )}
      </Formik>
      <p>
        {role === 'coach' ? (
          <Link to={pathTo('onboarding-coaching-signup', { role: 'client' })}>
            Signing up to follow a coach? Create a client account
          </Link>
        ) : (
          <Link to={pathTo('onboarding-coaching-signup', { role: 'coaching' })}>
            Are you a coach? Create a coach account
          </Link>
        )}
      </p>
      <p>
        Already have an account? <Link to={pathTo('onboarding-signin')}>Sign in</Link>.
      </p>
    </Page>
  );
}
