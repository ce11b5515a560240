import {
  ApiRequestError,
  PROGRAM_FILTERS_STORAGE_PREFIX,
  endpoints,
  type Program,
  type ProgramListQuery,
} from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeProgram, freeSubscription } from '../../testing/program-fakes';
import { ProgramListPage } from './program-list-page';

beforeEach(() => localStorage.clear());

const listAnswer =
  (programs: Program[], changed: (path: string) => Program | undefined = () => undefined) =>
  (endpoint: { path: string }, options: { query?: unknown }) => {
    if (endpoint === endpoints.listPrograms) {
      const query = options.query as ProgramListQuery;
      const items = programs.filter((program) => !query.q || program.title.includes(query.q));
      return { items, total: items.length };
    }
    return changed(endpoint.path);
  };

test('the active tab lists the programs with their type, clients and status', async () => {
  renderWithPlatform(<ProgramListPage route="my_plans_active" />, {
    me: fakeMe(),
    request: listAnswer([fakeProgram({ title: 'Strong Start', clients_count: 3, plan_status: 'published' })]),
  });
  const card = await screen.findByTestId('program-card-7');
  expect(card).toHaveTextContent('Strong Start');
  expect(card).toHaveTextContent('1-2-1');
  expect(card).toHaveTextContent('3 clients');
  expect(card).toHaveTextContent('Published');
  expect(card).toHaveTextContent('No price yet');
});

test('with no programs the coach is offered to create one', async () => {
  const { platform } = renderWithPlatform(<ProgramListPage route="my_plans_active" />, {
    me: fakeMe(),
    request: listAnswer([]),
  });
  const empty = await screen.findByTestId('programs-empty');
  await userEvent.click(within(empty).getByRole('button', { name: 'Create a program' }));
  expect(platform.navigate).toHaveBeenCalledWith('choose_plan_type');
});

test('a failed list shows an error with Retry that asks again', async () => {
  let calls = 0;
  renderWithPlatform(<ProgramListPage route="my_plans_active" />, {
    me: fakeMe(),
    request: () => {
      calls += 1;
      if (calls === 1) throw new ApiRequestError(500, { error: 'Server down' }, 'Server down');
      return { items: [fakeProgram()], total: 1 };
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByTestId('program-card-7')).toBeInTheDocument();
});

test('the search is saved for the tab and asked of the API', async () => {
  const { requests } = renderWithPlatform(<ProgramListPage route="my_plans_active" />, {
    me: fakeMe(),
    request: listAnswer([fakeProgram({ title: 'Strong Start' }), fakeProgram({ id: 8, title: 'Run Club' })]),
  });
  await screen.findByTestId('program-card-8');
  await userEvent.type(screen.getByLabelText('Search programs'), 'Run');
  await waitFor(() => expect(screen.queryByTestId('program-card-7')).not.toBeInTheDocument());
  expect(requests.at(-1)?.options.query).toMatchObject({ tab: 'active', q: 'Run' });
  expect(JSON.parse(localStorage.getItem(`${PROGRAM_FILTERS_STORAGE_PREFIX}active`)!)).toMatchObject({
    q: 'Run',
  });
});

test('a saved filter is used when the list opens again', async () => {
  localStorage.setItem(
    `${PROGRAM_FILTERS_STORAGE_PREFIX}attention`,
    JSON.stringify({ q: 'Club', sort: 'title asc', planType: 'fixed' }),
  );
  const { requests } = renderWithPlatform(<ProgramListPage route="my_plans_attention" />, {
    me: fakeMe(),
    request: listAnswer([]),
  });
  await screen.findByTestId('programs-empty');
  expect(requests[0]?.options.query).toEqual({
    tab: 'attention',
    q: 'Club',
    sort: 'title asc',
    plan_type: 'fixed',
  });
  expect(screen.getByLabelText('Search programs')).toHaveValue('Club');
});

test('archiving asks first, then archives the program and says so', async () => {
  const program = fakeProgram();
  const { platform, requests } = renderWithPlatform(<ProgramListPage route="my_plans_active" />, {
    me: fakeMe(),
    request: listAnswer([program], (path) =>
      path.endsWith('/archive') ? { ...program, archive: true } : undefined,
    ),
  });
  await userEvent.click(await screen.findByTestId('program-actions-7'));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Archive' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(requests.some((r) => r.path.endsWith('/archive'))).toBe(false);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
  await waitFor(() =>
    expect(platform.toast.show).toHaveBeenCalledWith({ type: 'congrats', text: 'Strong Start archived' }),
  );
  expect(requests.find((r) => r.path.endsWith('/archive'))?.options.params).toEqual({ plan_id: 7 });
});

test('duplicating names the copy in a toast', async () => {
  const program = fakeProgram();
  const { platform } = renderWithPlatform(<ProgramListPage route="my_plans_active" />, {
    me: fakeMe(),
    request: listAnswer([program], (path) =>
      path.endsWith('/duplicate') ? { ...program, id: 9, title: 'Strong Start (copy)' } : undefined,
    ),
  });
  await userEvent.click(await screen.findByTestId('program-actions-7'));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
  await waitFor(() =>
    expect(platform.toast.show).toHaveBeenCalledWith({
      type: 'congrats',
      text: 'Duplicated as Strong Start (copy)',
    }),
  );
});

test('active/ready welcomes the coach once the program is published', async () => {
  renderWithPlatform(<ProgramListPage route="my_plans_ready" />, { me: fakeMe(), request: listAnswer([]) });
  const welcome = await screen.findByTestId('programs-welcome');
  await userEvent.click(within(welcome).getByRole('button', { name: 'Got it' }));
  await waitFor(() => expect(screen.queryByTestId('programs-welcome')).not.toBeInTheDocument());
});

test('on the FREE plan the list says how many of its clients are taken; PROFESSIONAL shows no counter', async () => {
  const { rendered } = renderWithPlatform(<ProgramListPage route="my_plans_active" />, {
    me: fakeMe({ current: { subscription: freeSubscription(3) } }),
    request: listAnswer([]),
  });
  expect(screen.getByTestId('client-limit')).toHaveTextContent('3 of 5 clients on the FREE plan');
  await screen.findByTestId('programs-empty');
  rendered.unmount();
  renderWithPlatform(<ProgramListPage route="my_plans_active" />, { me: fakeMe(), request: listAnswer([]) });
  await screen.findByTestId('programs-empty');
  expect(screen.queryByTestId('client-limit')).not.toBeInTheDocument();
});
