import { SIGNED_IN_COOKIE_NAME } from '@coachforge/contracts';
import { chromium, type Browser, type CDPSession } from 'playwright-core';
import { startStack } from '../stack/start-stack';
import { isRunning, readStackState } from '../stack/stack-state';
import { stopStack } from '../stack/stop-stack';
import { buildMonolith } from './monolith/monolith-build';
import { median, type BenchSection } from './support/report';

/**
 * `pnpm bench`, second part: what composing at runtime costs. A cold load of the sign-in page (the shell
 * plus the onboarding remote) from the production-like stack (nginx, gzip, production cache headers),
 * beside the same page built as one bundle with every remote imported statically, served by the same
 * nginx. Requests, bytes on the wire and time until the page's heading is painted; median of RUNS.
 *
 * What is compared is the app: a visitor who is not signed in first gets the page drawn by the web server
 * (decision 0254), which loads none of it until they act (`page-weight` and `lighthouse` measure that
 * page). Both loads carry the cookie the API sets beside a session, so the stack serves the app's page as
 * it does to someone whose session has ended.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PAGE = '/onboarding/sign_in';

interface Load {
  requests: number;
  scripts: number;
  bytes: number;
  firstContentfulPaint: number;
  meaningfulPaint: number;
}

/** Marks the first frame painted after the sign-in heading is in the document. */
const MARK_MEANINGFUL_PAINT = `
  new MutationObserver((_, observer) => {
    const heading = [...document.querySelectorAll('h1')].find((h) => h.textContent === 'Sign in');
    if (!heading) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => { window.__meaningfulPaint = performance.now(); }, 0));
  }).observe(document, { childList: true, subtree: true });
`;

async function coldLoad(browser: Browser, origin: string): Promise<Load> {
  const context = await browser.newContext();
  await context.addCookies([{ name: SIGNED_IN_COOKIE_NAME, value: '1', url: origin }]);
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  let requests = 0;
  let scripts = 0;
  let bytes = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    requests += 1;
    if (event.type === 'Script') scripts += 1;
  });
  cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));
  await page.addInitScript(MARK_MEANINGFUL_PAINT);
  await page.goto(`${origin}${PAGE}`);
  try {
    await page.waitForFunction(() => (window as unknown as { __meaningfulPaint?: number }).__meaningfulPaint);
  } catch (error) {
    throw new Error(`${origin}${PAGE} never showed its heading: ${(await page.content()).slice(0, 2000)}`, {
      cause: error,
    });
  }
  await page.waitForLoadState('networkidle');
  const timing = await page.evaluate(() => ({
    meaningfulPaint: (window as unknown as { __meaningfulPaint: number }).__meaningfulPaint,
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  }));
  await context.close();
  return { requests, scripts, bytes, ...timing };
}

/** What composing at runtime costs against one bundle, on the same nginx: the section of the report. */
export async function benchCompositionCost(): Promise<BenchSection[]> {
  console.log('Building the monolithic comparison bundle…');
  buildMonolith();
  const running = readStackState();
  const ownStack = !running?.processes.every(({ pid }) => isRunning(pid));
  const state = ownStack ? await startStack() : running!;
  const composed = state.url;
  const monolith = `http://localhost:${Number(new URL(state.url).port) + 1}`;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const results: Record<string, Load[]> = { composed: [], monolith: [] };
    // Warm nginx and the API once each, then alternate so both see the same machine load.
    await coldLoad(browser, composed);
    await coldLoad(browser, monolith);
    for (let run = 0; run < RUNS; run += 1) {
      results.composed!.push(await coldLoad(browser, composed));
      results.monolith!.push(await coldLoad(browser, monolith));
    }
    const summary = Object.fromEntries(
      Object.entries(results).map(([name, loads]) => [
        name,
        {
          requests: median(loads.map((load) => load.requests)),
          scripts: median(loads.map((load) => load.scripts)),
          bytes: median(loads.map((load) => load.bytes)),
          firstContentfulPaint: median(loads.map((load) => load.firstContentfulPaint)),
          meaningfulPaint: median(loads.map((load) => load.meaningfulPaint)),
        },
      ]),
    ) as Record<'composed' | 'monolith', Load>;

    const ratio = (key: keyof Load) => `${(summary.composed[key] / summary.monolith[key]).toFixed(2)}×`;
    const row = (label: string, key: keyof Load, format: (value: number) => string | number) => [
      label,
      format(summary.composed[key]),
      format(summary.monolith[key]),
      ratio(key),
    ];
    const kb = (value: number) => `${(value / 1024).toFixed(1)} KB`;
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    return [
      {
        title: `Cold load of ${PAGE} from the production-like stack (nginx + gzip), median of ${RUNS} runs, cache disabled (goals: requests ≤ 1.5×, bytes ≤ 1.10×, FCP ≤ 1.10×, FMP ≤ 1.05×)`,
        columns: ['measure', 'runtime-composed', 'one bundle', 'ratio'],
        rows: [
          row('requests', 'requests', String),
          row('of which scripts', 'scripts', String),
          row('bytes on the wire', 'bytes', kb),
          row('first contentful paint', 'firstContentfulPaint', ms),
          row('first meaningful paint (heading)', 'meaningfulPaint', ms),
        ],
        figures: summary,
      },
    ];
  } finally {
    await browser.close();
    if (ownStack) await stopStack();
  }
}
