import type { RemoteMountProps } from '@coachforge/contracts';
import type { AppProps } from 'single-spa';
import { screen } from '@testing-library/react';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { useNavigateTo, useRoutePath } from '../navigation/use-navigate-to';
import { createPlatformDouble } from '../testing';
import { createRemote } from './create-remote';

function Resources() {
  const pathTo = useRoutePath();
  const navigateTo = useNavigateTo();
  return (
    <>
      <h1>All resources</h1>
      <Link to={pathTo('owner_media_library', { owner: 'team' })}>Team resources</Link>
      <button onClick={() => navigateTo('public_plan', { plan_id: 3 })}>Open program 3</button>
    </>
  );
}

const remote = createRemote({
  name: 'media_library',
  title: 'Media library',
  routes: [
    { route: 'media_library', element: <Resources /> },
    { route: 'owner_media_library', element: <h1>Team resources page</h1> },
  ],
  otherwise: 'media_library',
  Root: ({ children }: { children: ReactNode }) => <main aria-label="Media library remote">{children}</main>,
});

async function mountAt(url: string) {
  window.history.pushState(null, '', url);
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const { platform } = createPlatformDouble({ basePath: '/coach/resources' });
  // What single-spa adds to the shell's props (its own services) plays no part here.
  const props = { name: 'media_library', domElement, platform } as unknown as RemoteMountProps & AppProps;
  // single-spa-react resolves mount after React committed, which an act() scope would hold back.
  await remote.bootstrap(props);
  await remote.mount(props);
  return { props, platform };
}

// Lifecycles render as in the browser, on their own React roots: wait for what they show, no act().
beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false }));
afterEach(() => (document.body.innerHTML = ''));

test('the remote shows the page of the named route it was opened at, inside its root component', async () => {
  const { props } = await mountAt('/coach/resources/team');
  expect(screen.getByRole('main', { name: 'Media library remote' })).toHaveTextContent('Team resources page');
  await remote.unmount(props);
  expect(screen.queryByText('Team resources page')).not.toBeInTheDocument();
});

test('other remotes are reached through the platform; links stay inside the remote', async () => {
  const { platform } = await mountAt('/coach/resources');
  screen.getByRole('button', { name: 'Open program 3' }).click();
  expect(platform.navigate).toHaveBeenCalledWith('public_plan', { plan_id: 3 });

  screen.getByRole('link', { name: 'Team resources' }).click();
  expect(await screen.findByRole('heading', { name: 'Team resources page' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/coach/resources/team');
});

test('a path of the remote that names no route goes to its fallback route', async () => {
  await mountAt('/coach/resources/team/unknown/deeper');
  expect(await screen.findByRole('heading', { name: 'All resources' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/coach/resources');
});

/** A remote whose team page is fetched apart (it carries `preload`, as the design system's lazy pages do), started at `url`. */
async function startedAt(url: string) {
  const preload = jest.fn(() => Promise.resolve());
  const TeamPage = Object.assign(() => <h1>Team resources page</h1>, { preload });
  const withLazyPage = createRemote({
    name: 'media_library',
    title: 'Media library',
    routes: [
      { route: 'media_library', element: <Resources /> },
      { route: 'owner_media_library', element: <TeamPage /> },
    ],
  });
  window.history.pushState(null, '', url);
  const props = {
    name: 'media_library',
    domElement: document.createElement('div'),
    platform: createPlatformDouble({ basePath: '/coach/resources' }).platform,
  } as unknown as RemoteMountProps & AppProps;
  await withLazyPage.bootstrap(props);
  return preload;
}

test('the page at the address the remote starts at is fetched as it starts, before its first render', async () => {
  expect(await startedAt('/coach/resources/team')).toHaveBeenCalledTimes(1);
});

test('another page of the remote, or one not fetched apart, is not asked for', async () => {
  expect(await startedAt('/coach/resources')).not.toHaveBeenCalled();
});
