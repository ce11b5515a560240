import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@coachforge/remote-kit/testing';
import { roleOfSignUpPath, SignUpPage } from './components/sign-up-page';

test.each([
  ['client', 'user'],
  ['coaching', 'coach'],
  ['team', 'coach'],
  ['invited', 'coach'],
])('the sign-up path role %s makes a %s', (pathRole, role) => {
  expect(roleOfSignUpPath(pathRole)).toBe(role);
});

test('a client signs up with every field and the role from the path', async () => {
  const signUp = jest.fn().mockResolvedValue(undefined);
  renderWithPlatform(<SignUpPage />, {
    session: { signUp },
    path: '/sign_up/:role',
    route: '/sign_up/client',
  });
  expect(screen.getByRole('heading', { name: 'Create your client account' })).toBeVisible();
  await userEvent.type(screen.getByLabelText('First Name'), 'Robin');
  await userEvent.type(screen.getByLabelText('Last Name'), 'Hood');
  await userEvent.type(screen.getByLabelText('Email'), 'robin@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'sherwood');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'sherwood');
  const submit = screen.getByRole('button', { name: 'Sign up' });
  expect(submit).toBeDisabled();
  await userEvent.click(screen.getByRole('checkbox'));
  await waitFor(() => expect(submit).toBeEnabled());
  await userEvent.click(submit);
  await waitFor(() =>
    expect(signUp).toHaveBeenCalledWith(
      {
        first_name: 'Robin',
        last_name: 'Hood',
        email: 'robin@example.com',
        password: 'sherwood',
        password_confirmation: 'sherwood',
        terms: true,
      },
      'user',
    ),
  );
});
