import { ApiRequestError, endpoints, messages } from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeProgram } from '../../testing/program-fakes';
import { CreateMainInfoPage, EditMainInfoPage } from './main-info-page';

test('creating makes a draft of the chosen type, saves the main info and goes to the schedule', async () => {
  const { requests, platform } = renderWithPlatform(<CreateMainInfoPage />, {
    me: fakeMe(),
    route: '/?plan_type=fixed',
    request: (endpoint, options) =>
      endpoint === endpoints.createProgram
        ? fakeProgram({ id: 12, plan_type: 'fixed' })
        : fakeProgram({ id: 12, plan_type: 'fixed', ...(options.body as object) }),
  });
  await userEvent.type(screen.getByLabelText('Title'), 'Twelve Weeks');
  await userEvent.clear(screen.getByLabelText('Sessions per day'));
  await userEvent.type(screen.getByLabelText('Sessions per day'), '2');
  await userEvent.click(screen.getByRole('button', { name: 'Create draft' }));
  await waitFor(() =>
    expect(platform.navigate).toHaveBeenCalledWith('edit_plan_schedule', { plan_id: 12 }, { create: 1 }),
  );
  expect(requests[0]?.options.body).toEqual({ plan_type: 'fixed', title: 'Twelve Weeks' });
  expect(requests[1]?.options.body).toMatchObject({
    title: 'Twelve Weeks',
    sessions_per_day: 2,
    level: null,
  });
});

test('a title is asked for before anything is sent', async () => {
  const { requests } = renderWithPlatform(<CreateMainInfoPage />, { me: fakeMe() });
  await userEvent.click(screen.getByRole('button', { name: 'Create draft' }));
  expect(await screen.findByText(messages.programs.titleRequired)).toBeInTheDocument();
  expect(requests).toHaveLength(0);
});

test('the API’s field messages appear beside the fields', async () => {
  renderWithPlatform(<CreateMainInfoPage />, {
    me: fakeMe(),
    request: () => {
      throw new ApiRequestError(
        422,
        { error: 'Invalid', errors: { title: ['Title is taken here'] } },
        'Invalid',
      );
    },
  });
  await userEvent.type(screen.getByLabelText('Title'), 'Twelve Weeks');
  await userEvent.click(screen.getByRole('button', { name: 'Create draft' }));
  expect(await screen.findByText('Title is taken here')).toBeInTheDocument();
});

test('a program with clients shows why its type cannot change', async () => {
  renderWithPlatform(<EditMainInfoPage />, {
    me: fakeMe(),
    route: '/edit/7',
    path: '/edit/:plan_id',
    request: () => fakeProgram({ type_locked_reason: messages.programs.typeChangeHasClients }),
  });
  expect(await screen.findByText(messages.programs.typeChangeHasClients)).toBeInTheDocument();
});

test('a description opens in the rich-text editor without its scripts, formatting kept', async () => {
  renderWithPlatform(<EditMainInfoPage />, {
    me: fakeMe(),
    route: '/edit/7',
    path: '/edit/:plan_id',
    request: () =>
      fakeProgram({ description: '<p>Lift <strong>heavy</strong></p><img src=x onerror="alert(1)">' }),
  });
  const editor = await screen.findByTestId('description-editor');
  expect(editor).toHaveTextContent('Lift heavy');
  expect(editor.querySelector('img')).toBeNull();
  expect(editor.querySelector('strong')).not.toBeNull();
  expect(screen.getByRole('textbox', { name: 'Description' })).toBe(editor);
  expect(screen.getByRole('toolbar', { name: 'Description formatting' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
});
