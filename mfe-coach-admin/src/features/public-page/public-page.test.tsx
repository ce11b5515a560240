import {
  ApiRequestError,
  endpoints,
  messages,
  type Endpoint,
  type PublicPage,
  type PublicPageContent,
} from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PublicPageEditor } from './public-page-editor';
import { StorefrontPage } from './storefront-pages';

const m = messages.publicPage;

const program = (id: number, title: string) => ({
  id,
  title,
  custom_url: id === 1 ? 'engine' : null,
  plan_type: 'fixed' as const,
  plan_pricing: 'free' as const,
  cover_url: null,
  summary: `About ${title}`,
});

const storefront = (overrides: Partial<PublicPage> = {}): PublicPage => ({
  account: { id: 42, account_kind: 'brand', full_name: 'Iron Co', avatar_url: null, custom_url: null },
  short_link: '/b/42',
  content: {
    title: 'Iron Crew',
    about: '<img src=x onerror=alert(1)>\nSecond line',
    links: { website: 'https://iron.example', instagram: null, facebook: null, youtube: null, tiktok: null },
  },
  coaches: [{ id: 7, full_name: 'Ada Coach', avatar_url: null, owner: true }],
  programs: [program(1, 'Engine'), program(2, 'Squat'), program(3, 'Row'), program(4, 'Run')],
  coaches_total: 1,
  programs_total: 6,
  can_edit: false,
  ...overrides,
});

type Answer = (endpoint: Endpoint<unknown, unknown>, options: { body?: unknown; query?: unknown }) => unknown;

const renderStorefront = (
  url: string,
  path: string,
  route: Parameters<typeof StorefrontPage>[0]['route'],
  answer: Answer,
  me = fakeMe(),
) =>
  renderWithPlatform(<StorefrontPage route={route} />, {
    me,
    route: url,
    path,
    request: (endpoint, options) => answer(endpoint, options as never),
  });

test('a visitor sees the heading, the about text as text, the top programs linking to their pages, and the coaches', async () => {
  const { platform, requests } = renderStorefront(
    '/public-page/42',
    '/public-page/:user_id',
    'public-page-view',
    () => storefront(),
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Iron Crew' })).toBeVisible();
  // What the coach wrote is text: markup in it is shown, never run.
  expect(await screen.findByTestId('public-page-about')).toHaveTextContent('<img src=x onerror=alert(1)>');
  expect(document.querySelector('img[src="x"]')).toBeNull();
  expect(screen.getByRole('link', { name: 'Website' })).toHaveAttribute(
    'rel',
    expect.stringContaining('noopener'),
  );
  const programs = within(screen.getByRole('list', { name: m.programs }));
  expect(programs.getAllByRole('listitem')).toHaveLength(4);
  const engine = programs.getByRole('link', { name: 'Engine' });
  expect(engine).toHaveAttribute('href', '/p/engine');
  await userEvent.click(engine);
  expect(platform.navigate).toHaveBeenCalledWith('public_plan', { plan_id: 'engine' });
  expect(screen.getByRole('link', { name: `${m.seeAllPrograms} (6)` })).toHaveAttribute(
    'href',
    '/public-page/42/plans',
  );
  expect(within(screen.getByRole('list', { name: m.coaches })).getByText('Ada Coach')).toBeVisible();
  expect(requests[0]).toMatchObject({
    path: endpoints.publicPage.path,
    options: { params: { user_id: '42' } },
  });
  // No owner's tools for a visitor.
  expect(screen.queryByRole('button', { name: m.edit })).toBeNull();
});

test('a short link asks for the page with its letter and links to the short programs list', async () => {
  const { requests } = renderStorefront('/b/42', '/:user_type/:user_id', 'public-page-short-link', () =>
    storefront(),
  );
  await screen.findByRole('heading', { level: 1, name: 'Iron Crew' });
  expect(requests[0]).toMatchObject({ options: { query: { user_type: 'b' } } });
  expect(await screen.findByRole('link', { name: `${m.seeAllPrograms} (6)` })).toHaveAttribute(
    'href',
    '/b/42/programs',
  );
});

test('every program is listed on the programs page', async () => {
  const all = [1, 2, 3, 4, 5, 6].map((id) => program(id, `Program ${id}`));
  renderStorefront('/public-page/42/plans', '/public-page/:user_id/plans', 'public-page-plans', (endpoint) =>
    endpoint === endpoints.publicPagePrograms ? all : storefront(),
  );
  expect(await screen.findByRole('link', { name: 'Program 6' })).toBeVisible();
  expect(within(screen.getByRole('list', { name: m.programs })).getAllByRole('listitem')).toHaveLength(6);
});

test('an unknown page says it does not exist', async () => {
  renderStorefront('/public-page/nobody', '/public-page/:user_id', 'public-page-view', () => {
    throw new ApiRequestError(404, { error: 'Not found' }, 'Not Found');
  });
  expect(await screen.findByText(m.notFound)).toBeVisible();
});

test('a page that cannot be loaded offers to try again', async () => {
  let fail = true;
  renderStorefront('/public-page/42', '/public-page/:user_id', 'public-page-view', () => {
    if (fail) throw new ApiRequestError(503, null, 'Service Unavailable');
    return storefront();
  });
  expect(await screen.findByText(messages.coachAdmin.loadFailed)).toBeVisible();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: /retry/i }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Iron Crew' })).toBeVisible();
});

test("the owner's preview offers Edit and recommends a second program when there is only one", async () => {
  const me = fakeMe({ current: { id: 42, is_account_owner: true, account_role: 'owner' } });
  const { platform, requests } = renderStorefront(
    '/public-page',
    '/public-page',
    'own-public-page',
    () => storefront({ programs: [program(1, 'Engine')], programs_total: 1, can_edit: true }),
    me,
  );
  expect(await screen.findByText(m.fewPrograms(1))).toBeVisible();
  expect(requests[0]).toMatchObject({ options: { params: { user_id: '42' } } });
  await userEvent.click(screen.getByRole('button', { name: m.edit }));
  expect(platform.navigate).toHaveBeenCalledWith('own-public-page-edit');
});

test('a business member who is not the owner sees the preview without Edit', async () => {
  const me = fakeMe({ current: { id: 42, is_account_owner: false, account_role: 'coach' } });
  renderStorefront('/public-page', '/public-page', 'own-public-page', () => storefront(), me);
  expect(await screen.findByText(m.ownerEdits)).toBeVisible();
  expect(screen.queryByRole('button', { name: m.edit })).toBeNull();
});

const content = (overrides: Partial<PublicPageContent> = {}): PublicPageContent => ({
  title: null,
  about: '',
  links: { website: null, instagram: null, facebook: null, youtube: null, tiktok: null },
  ...overrides,
});

function renderEditor(answer: Answer, owner = true) {
  return renderWithPlatform(<PublicPageEditor />, {
    me: fakeMe({ current: { is_account_owner: owner, account_role: owner ? 'owner' : 'coach' } }),
    request: (endpoint, options) => answer(endpoint, options as never),
  });
}

test('the owner saves the heading, about text and a link; empty fields are sent as none', async () => {
  const { platform, requests } = renderEditor((endpoint, { body }) =>
    endpoint === endpoints.saveOwnPublicPageContent ? body : content(),
  );
  await userEvent.type(await screen.findByLabelText('Heading'), 'Iron Crew');
  await userEvent.type(screen.getByLabelText(m.about), 'We lift.{enter}Daily.');
  await userEvent.type(screen.getByLabelText('Website'), 'https://iron.example');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(platform.toast.show).toHaveBeenCalledWith({ type: 'congrats', text: m.saved }));
  expect(requests.at(-1)).toMatchObject({
    path: endpoints.saveOwnPublicPageContent.path,
    options: {
      body: {
        title: 'Iron Crew',
        about: 'We lift.\nDaily.',
        links: { website: 'https://iron.example', instagram: null },
      },
    },
  });
});

test('a link that is not https is refused beside the field and not sent', async () => {
  const { requests } = renderEditor(() => content());
  await userEvent.type(await screen.findByLabelText('Instagram'), 'javascript:alert(1)');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Use a full address starting with https://')).toBeVisible();
  expect(requests.map((r) => r.path)).toEqual([endpoints.ownPublicPageContent.path]);
});

test('a save that fails says so and keeps what was typed', async () => {
  const { platform } = renderEditor((endpoint) => {
    if (endpoint === endpoints.saveOwnPublicPageContent)
      throw new ApiRequestError(503, null, 'Service Unavailable');
    return content();
  });
  await userEvent.type(await screen.findByLabelText(m.about), 'Keep me');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(platform.toast.show).toHaveBeenCalledWith({ type: 'error', text: messages.coachAdmin.saveFailed }),
  );
  expect(screen.getByLabelText(m.about)).toHaveValue('Keep me');
});

test('a coach who is not the owner reads the page content but cannot save it', async () => {
  renderEditor(() => content({ title: 'Team page' }), false);
  expect(await screen.findByLabelText('Heading')).toHaveValue('Team page');
  expect(screen.getByLabelText('Heading')).toHaveAttribute('readonly');
  expect(screen.getByText(m.ownerEdits)).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
});
