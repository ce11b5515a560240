import { messages, namedRoutes, routesOwnedBy, type RouteOwner } from '@coachforge/contracts';
import { expect, test, type BrowserContext, type Page } from '../support/test';
import { actOnPage, demoClient, expectSignedInAs, signIn } from '../support/platform';
import { askRuntimeManifestFromNetwork } from '../support/runtime-manifest';

/**
 * Each remote of the runtime manifest in turn unreachable, slower than the time limit, or throwing while
 * it mounts: the failure stays in that remote's area with Retry, the shell around it keeps working, and
 * the remote comes back once it is healthy (on Retry, or on the next load after a broken release).
 */
const demoCoach = { email: 'coach@coachforge.test', password: 'coachforge-demo', name: 'Casey Coach' };
const demoClientUser = { ...demoClient, name: 'Alex Athlete' };
type Audience = 'anonymous' | 'coach' | 'client';

interface ManifestRemote {
  name: string;
  title: string;
  activeWhen: string[];
}

/**
 * A page of the remote from its routes in the contracts, so each new remote is tried too: one for visitors,
 * or else one a signed-in coach, or else a signed-in client, opens as it is (no parameters, gates or
 * redirect).
 */
function pageOf(remote: ManifestRemote): { path: string; audience: Audience } {
  const routes = routesOwnedBy(remote.name as RouteOwner).map((name) => namedRoutes[name]);
  const plain = routes.filter(
    (route) => !route.path.includes(':') && !route.redirect && !route.gates?.length,
  );
  const visitorPage = plain.find((route) => route.access.kind === 'anonymous-only');
  if (visitorPage) return { path: visitorPage.path, audience: 'anonymous' };
  const coachPage = plain.find((route) => route.access.kind === 'coach');
  if (coachPage) return { path: coachPage.path, audience: 'coach' };
  const clientPage = plain.find((route) => route.access.kind === 'client');
  if (!clientPage) throw new Error(`${remote.name} has no page to open in this test`);
  return { path: clientPage.path, audience: 'client' };
}

/** A container that loads fine and whose lifecycles throw when mounted: a broken release. */
const throwingEntry = (globalName: string) => `var ${globalName} = {
  init: function () {},
  get: function () {
    return Promise.resolve(function () {
      return {
        bootstrap: function () { return Promise.resolve(); },
        mount: function () { return Promise.reject(new Error('${globalName} broke while mounting')); },
        unmount: function () { return Promise.resolve(); }
      };
    });
  }
};`;

const faults = {
  unreachable: (page: Page, remote: ManifestRemote) =>
    page.route(`**/remotes/${remote.name}/**`, (route) => route.abort('connectionrefused')),
  slow: (page: Page, remote: ManifestRemote) =>
    page.route(`**/remotes/${remote.name}/**/remoteEntry.js`, async (route) => {
      // Well past the 2 s limit: the first HTML asks for the entry before the shell starts counting, and a
      // busy machine's shell can take over a second to start (at 3.5 s the entry once arrived in time).
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      await route.continue().catch(() => undefined);
    }),
  throwing: (page: Page, remote: ManifestRemote) =>
    page.route(`**/remotes/${remote.name}/**/remoteEntry.js`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: throwingEntry(remote.name) }),
    ),
};

/** The manifest as the shell reads it, with a short time limit so the slow case is quick to see. */
async function shortTimeLimit(page: Page) {
  await askRuntimeManifestFromNetwork(page);
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const manifest = await response.json();
    await route.fulfill({ response, json: { ...manifest, remoteLoadTimeLimitMs: 2_000 } });
  });
}

let remotes: ManifestRemote[] = [];
test.beforeAll(async ({ request }) => {
  remotes = (await (await request.get('/remotes.json')).json()).remotes;
  expect(remotes.length).toBeGreaterThan(1);
});

for (const fault of Object.keys(faults) as (keyof typeof faults)[]) {
  test(`each remote ${fault} in turn is contained, the shell keeps working, and it comes back`, async ({
    browser,
  }) => {
    test.setTimeout(60_000 + remotes.length * 30_000);
    // One signed-in context per audience: sign-in is limited per address, and a sign-in per remote would
    // run into the limit as remotes are added. Its pages open one at a time (one tab).
    const signedInContexts = new Map<Audience, BrowserContext>();
    const people = { coach: demoCoach, client: demoClientUser };
    for (const remote of remotes) {
      const { path, audience } = pageOf(remote);
      let context = signedInContexts.get(audience);
      const fresh = !context;
      if (!context) {
        context = await browser.newContext();
        if (audience !== 'anonymous') signedInContexts.set(audience, context);
      }
      const page = await context.newPage();
      if (audience !== 'anonymous' && fresh) {
        await signIn(page, people[audience].email, people[audience].password);
        await expectSignedInAs(page, people[audience].name);
      }
      await shortTimeLimit(page);
      await faults[fault](page, remote);
      await page.goto(path);
      if (audience === 'anonymous') await actOnPage(page);

      const panel = page.getByTestId('error-panel');
      await expect(panel, `${remote.name} ${fault}`).toContainText(messages.shell.remoteFailed(remote.title));
      // The shell around the failed area still works: signed-in chrome, or its own routes.
      if (audience === 'anonymous') await expect(page).toHaveURL(new RegExp(`${path}$`));
      else await expectSignedInAs(page, people[audience].name);

      await page.unrouteAll({ behavior: 'ignoreErrors' });
      // A release that threw is replaced (rolled back) and the page loaded again; the others come back
      // on Retry without a reload.
      if (fault === 'throwing') {
        await page.reload();
        if (audience === 'anonymous') await actOnPage(page);
      } else await page.getByRole('button', { name: 'Retry' }).click();
      await expect(panel, `${remote.name} after recovery`).toHaveCount(0);
      await page.close();
      if (audience === 'anonymous') await context.close();
    }
    for (const context of signedInContexts.values()) await context.close();
  });
}
