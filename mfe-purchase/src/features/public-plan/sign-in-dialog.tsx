import {
  formErrorsOf,
  messages,
  signInFormSchema,
  signUpFormSchema,
  type SignInForm,
  type SignUpForm,
} from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { Button, Checkbox, Dialog, Notice, TextField } from '@coachforge/ui';
import { useState } from 'react';

/**
 * The public page's sign-in modal (spec 02 section 2): a visitor signs in, or creates a client account,
 * without leaving the program they came for; the page then goes on where they were.
 */
export function SignInDialog({ onClose, onSignedIn }: { onClose: () => void; onSignedIn: () => void }) {
  const { session } = usePlatform();
  const [mode, setMode] = useState<'sign-in' | 'sign-up'>('sign-in');
  const [values, setValues] = useState<SignUpForm>({
    first_name: '',
    last_name: '',
    email: '',
    password: '',
    password_confirmation: '',
    terms: false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof SignUpForm) => (value: string | boolean) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async () => {
    setFailure(null);
    const problems =
      mode === 'sign-in'
        ? await formErrorsOf(signInFormSchema, { email: values.email, password: values.password })
        : await formErrorsOf(signUpFormSchema, values);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      if (mode === 'sign-in')
        await session.signIn({ email: values.email, password: values.password } as SignInForm);
      else await session.signUp(values, 'user');
      onSignedIn();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : messages.http.requestFailed);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof SignUpForm, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      name={name}
      value={String(values[name])}
      onChange={(event) => set(name)(event.target.value)}
      error={errors[name]}
      autoComplete={
        type === 'password' ? (mode === 'sign-in' ? 'current-password' : 'new-password') : undefined
      }
    />
  );

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={mode === 'sign-in' ? 'Sign in to continue' : 'Create your account'}
      testId="sign-in-dialog"
      actions={
        <>
          <Button
            type="button"
            $variant="link"
            onClick={() => {
              setMode(mode === 'sign-in' ? 'sign-up' : 'sign-in');
              setErrors({});
              setFailure(null);
            }}
          >
            {mode === 'sign-in' ? 'New here? Create an account' : 'I already have an account'}
          </Button>
          <Button type="submit" form="plan-sign-in" loading={busy}>
            {mode === 'sign-in' ? 'Sign in' : 'Sign up'}
          </Button>
        </>
      }
    >
      <form
        id="plan-sign-in"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {mode === 'sign-up' ? (
          <>
            {field('first_name', 'First Name')}
            {field('last_name', 'Last Name')}
          </>
        ) : null}
        {field('email', 'Email', 'email')}
        {field('password', 'Password', 'password')}
        {mode === 'sign-up' ? (
          <>
            {field('password_confirmation', 'Confirm password', 'password')}
            <Checkbox
              label="I agree to the Terms of Service and Privacy Policy"
              checked={values.terms}
              onChange={(event) => set('terms')(event.target.checked)}
              error={errors.terms}
            />
          </>
        ) : null}
      </form>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
    </Dialog>
  );
}
