import { expect, test } from '../support/test';
import { freeProgram, signUpFinishedCoach } from '../support/account-api';
import { uniqueEmail } from '../support/platform';

test("a coach edits its public page; a signed-out visitor opens it, sees the coach's programs and opens one", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const coach = {
    email: uniqueEmail('storefront'),
    password: 'storefront-coach',
    first_name: 'Stella',
    last_name: 'Store',
  };
  const auth = await signUpFinishedCoach(page, request, coach);
  const accountId: number = (await (await request.get('/api/users/me', { headers: auth })).json()).current.id;

  const shown = await freeProgram(request, auth, { plan_type: 'one_many', title: 'Open Strength' });
  await freeProgram(request, auth, {
    plan_type: 'one_many',
    title: 'Backstage Only',
    settings: { storefront_visible: false },
  });

  // The coach opens its own page from its preview and edits it.
  await page.goto('/public-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Stella Store' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit page' }).click();
  await expect(page).toHaveURL(/\/public-page\/edit$/);
  await page.getByLabel('Heading').fill('Strong with Stella');
  await page.getByLabel('About').fill('Coaching for busy people.\n<b>Not bold</b>');
  await page.getByLabel('Website').fill('https://stella.example');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your public page was saved')).toBeVisible();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Strong with Stella' })).toBeVisible();

  // A signed-out visitor opens the page: the words as typed, only the storefront's programs.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/public-page/${accountId}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Strong with Stella' })).toBeVisible();
  await expect(visitor.getByTestId('public-page-about')).toHaveText(
    'Coaching for busy people.\n<b>Not bold</b>',
  );
  const programs = visitor.getByRole('list', { name: 'Programs' });
  await expect(programs.getByRole('link', { name: 'Open Strength' })).toBeVisible();
  await expect(programs.getByText('Backstage Only')).toHaveCount(0);
  await programs.getByRole('link', { name: 'Open Strength' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/p/${shown}$`));
  await expect(visitor.getByTestId('plan-title')).toHaveText('Open Strength');

  // The short link is the same page.
  await visitor.goto(`/c/${accountId}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Strong with Stella' })).toBeVisible();
  await visitorContext.close();

  // A plain request, as a link preview makes, gets the title and open-graph tags in the HTML itself.
  const html = await (await request.get(`/public-page/${accountId}`, { headers: { accept: '*/*' } })).text();
  expect(html).toContain('<title>Strong with Stella | Coachforge</title>');
  expect(html).toContain('<meta property="og:title" content="Strong with Stella | Coachforge" />');
  expect(html).toContain(
    '<meta name="description" content="Coaching for busy people. &lt;b&gt;Not bold&lt;/b&gt;" />',
  );
});
