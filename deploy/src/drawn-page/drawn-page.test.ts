import { SIGN_IN_INTENT } from '@coachforge/contracts';
import { fakePublicPlan as drawnPlan } from '../testing/fake-public-plan';
import { drawnShellPage, drawPublicPlan } from '.';

/** The shell's built page as html-webpack-plugin writes it (minified: unquoted attributes). */
const SHELL_HTML =
  '<!doctype html><html lang=en><head><title>Coachforge</title><script defer src=/main.cbb50386.js></script></head>' +
  '<body><div id=cf-header></div><main id=cf-main><div id=cf-boot role=status>Loading…</div></main></body></html>';

/** The drawn page's scripts (src) and its drawn content, read back from the HTML the server sends. */
const scriptsOf = (html: string) =>
  [...html.matchAll(/<script[^>]*\bsrc="?([^"\s>]+)/g)].map((match) => match[1]);
const shellScriptsOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="cf-shell-scripts">([^<]*)</.exec(html)![1]!) as string[];

test('the drawn page loads only the starter: the shell’s scripts are named as data, the content sits in the page', () => {
  const html = drawnShellPage(SHELL_HTML, {
    html: '<h1>Engine</h1>',
    css: '.x{}',
    replacedBy: '[data-route="public_plan"][aria-busy="false"]',
    failedText: 'Could not load',
  });
  expect(scriptsOf(html)).toEqual(['/drawn-page-starter.js']);
  expect(shellScriptsOf(html)).toEqual(['/main.cbb50386.js']);
  expect(html).toContain(
    '<main id=cf-main><div id="cf-drawn-page" data-replaced-by="[data-route=&quot;public_plan&quot;][aria-busy=&quot;false&quot;]"' +
      ' data-failed-text="Could not load"><h1>Engine</h1></div></main>',
  );
  expect(html).not.toContain('cf-boot');
});

test('a shell page without its script or loading area is sent as it is', () => {
  const plain = '<html><head><title>Coachforge</title></head><body></body></html>';
  expect(drawnShellPage(plain, { html: '<h1>x</h1>', css: '', replacedBy: 'x', failedText: '' })).toBe(plain);
});

test('a program is drawn as a signed-out visitor sees it: text escaped, the description cleaned, one button to sign in first', () => {
  const { html } = drawPublicPlan(drawnPlan());
  expect(html).toContain('<h1 data-testid="plan-title">Engine &lt;Builder&gt;</h1>');
  expect(html).toContain('by <strong data-testid="plan-owner">Ada &amp; Co</strong>');
  expect(html).toContain(
    '<div data-testid="plan-description"><p>Build a <b>big</b> engine.</p><p>Row.</p></div>',
  );
  expect(html).toContain('<strong>49.99 USD / monthly</strong>');
  expect(html).toContain('<div>7-day free trial</div>');
  expect(html).toContain(
    `<div data-testid="plan-actions" data-action="sign_in"><button type="button" class="cf-drawn-button" data-intent="${SIGN_IN_INTENT}">Purchase</button>`,
  );
  expect(html).toContain('<dt>Length</dt><dd>8 weeks</dd><dt>Sessions</dt><dd>about 45 minutes</dd>');
  expect(html).toContain(
    '<a href="/api/media/5/file?sig=a&amp;b=c" target="_blank" rel="noopener noreferrer">Guide &lt;1&gt;.pdf</a><small>Other · 1 KB</small>',
  );
  expect(html).toContain('<a href="/c/7/programs">See More Programs</a>');
  expect(html).not.toMatch(/steal|onclick/);
});

test('a price in the visitor’s own currency says the price charged and the day of the rates, as the app does', () => {
  const [option] = drawnPlan().local_price;
  const { html } = drawPublicPlan(
    drawnPlan({
      local_price: [{ ...option!, local: { amount: 4321, currency: 'EUR', rate_date: '2026-03-13' } }],
    }),
  );
  expect(html).toContain(
    '<div><strong>≈ €43.21 · charged as $49.99</strong> <small>(rates of 13 Mar, 2026)</small></div>',
  );
});

test('a free program offers Get for Free; one that cannot be sold says why and offers nothing', () => {
  const free = drawPublicPlan(drawnPlan({ plan_pricing: 'free', local_price: [] })).html;
  expect(free).toContain('<div><strong>Free</strong></div>');
  expect(free).toMatch(/data-intent="[^"]+">Get for Free<\/button>/);
  const archived = drawPublicPlan(drawnPlan({ archive: true })).html;
  expect(archived).toContain(
    '<div class="cf-plan-notice" role="alert" data-testid="sale-notice">This program is archived.</div>' +
      '<button type="button" class="cf-drawn-button" disabled>Currently Unavailable</button>',
  );
  expect(archived).not.toContain('data-intent');
});
