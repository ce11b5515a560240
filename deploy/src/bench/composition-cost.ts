import { SESSION_COOKIE_MARK, SIGNED_IN_COOKIE_NAME } from '@coachforge/contracts';
import { chromium, type Browser, type CDPSession } from 'playwright-core';
import { startStack } from '../stack/start-stack';
import { isRunning, readStackState } from '../stack/stack-state';
import { stopStack } from '../stack/stop-stack';
import { buildMonolith } from './monolith/monolith-build';
import { median, percentile, type BenchSection } from './support/report';

/**
 * `pnpm bench`, second part: what composing at runtime costs. A cold load of the sign-in page (the shell
 * plus the onboarding remote) from the production-like stack (nginx, gzip, production cache headers),
 * beside the same page built as one bundle with every remote imported statically, served by the same
 * nginx. Requests, bytes on the wire, time until the page's heading is painted and the main thread's work
 * until then; median of RUNS.
 *
 * The two builds are loaded in pairs, one right after the other, and each ratio is the median of the pairs'
 * ratios, with the middle half of them beside it: on a shared two-core machine one load's paint times swing
 * by ±20%, and a ratio of two medians taken minutes apart moved with the machine more than with the code.
 *
 * What is compared is the app: a visitor who is not signed in first gets the page drawn by the web server
 * (decision 0254), which loads none of it until they act (`page-weight` and `lighthouse` measure that
 * page). Both loads carry the cookie the API sets beside a session, so the stack serves the app's page as
 * it does to someone whose session has ended, and the one bundle's page is written as that page is (the
 * session's resumption named, decision 0266).
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const PAGE = '/onboarding/sign_in';

interface Load {
  requests: number;
  scripts: number;
  bytes: number;
  firstContentfulPaint: number;
  meaningfulPaint: number;
  /** The page's main thread busy with tasks (scripts, style, layout, paint) until the heading showed. */
  mainThreadWork: number;
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
  await cdp.send('Performance.enable');
  await page.addInitScript(MARK_MEANINGFUL_PAINT);
  await page.goto(`${origin}${PAGE}`);
  let mainThreadWork: number;
  try {
    await page.waitForFunction(() => (window as unknown as { __meaningfulPaint?: number }).__meaningfulPaint);
    const { metrics } = await cdp.send('Performance.getMetrics');
    mainThreadWork = (metrics.find(({ name }) => name === 'TaskDuration')?.value ?? Number.NaN) * 1000;
  } catch (error) {
    throw new Error(`${origin}${PAGE} never showed its heading: ${(await page.content()).slice(0, 2000)}`, {
      cause: error,
    });
  }
  await page.waitForLoadState('networkidle');
  // Both pages must be the one a visitor with a session's cookie gets (marked, the resumption sent at once):
  // the one bundle's page once went out as the build had compressed it, before it was written so.
  if (!(await page.evaluate((mark) => document.documentElement.hasAttribute(mark), SESSION_COOKIE_MARK)))
    throw new Error(`${origin}${PAGE} did not go out as the page for a visitor with a session's cookie`);
  const timing = await page.evaluate(() => ({
    meaningfulPaint: (window as unknown as { __meaningfulPaint: number }).__meaningfulPaint,
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  }));
  await context.close();
  return { requests, scripts, bytes, mainThreadWork, ...timing };
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
    const origins = { composed, monolith };
    const results: Record<keyof typeof origins, Load[]> = { composed: [], monolith: [] };
    // Warm nginx and the API once each, then pairs in turn, each build first every other time.
    await coldLoad(browser, composed);
    await coldLoad(browser, monolith);
    for (let run = 0; run < RUNS; run += 1) {
      const order = run % 2 === 0 ? (['composed', 'monolith'] as const) : (['monolith', 'composed'] as const);
      for (const build of order) results[build].push(await coldLoad(browser, origins[build]));
    }
    const measures: (keyof Load)[] = [
      'requests',
      'scripts',
      'bytes',
      'firstContentfulPaint',
      'meaningfulPaint',
      'mainThreadWork',
    ];
    const medianLoad = (loads: Load[]) =>
      Object.fromEntries(
        measures.map((key) => [key, median(loads.map((load) => load[key]))]),
      ) as unknown as Load;
    const summary = { composed: medianLoad(results.composed), monolith: medianLoad(results.monolith) };
    const pairRatios = (key: keyof Load) =>
      results.composed.map((load, run) => load[key] / results.monolith[run]![key]);
    const ratios = Object.fromEntries(
      measures.map((key) => {
        const values = pairRatios(key);
        return [
          key,
          {
            median: median(values),
            lowerQuartile: percentile(values, 25),
            upperQuartile: percentile(values, 75),
          },
        ];
      }),
    ) as Record<keyof Load, { median: number; lowerQuartile: number; upperQuartile: number }>;

    const times = (value: number) => `${value.toFixed(2)}×`;
    const row = (label: string, key: keyof Load, format: (value: number) => string | number) => [
      label,
      format(summary.composed[key]),
      format(summary.monolith[key]),
      times(ratios[key].median),
      `${times(ratios[key].lowerQuartile)} – ${times(ratios[key].upperQuartile)}`,
    ];
    const kb = (value: number) => `${(value / 1024).toFixed(1)} KB`;
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    return [
      {
        title: `Cold load of ${PAGE} from the production-like stack (nginx + gzip), ${RUNS} pairs of loads, cache disabled (goals: requests ≤ 1.5×, bytes ≤ 1.10×, FCP ≤ 1.10×, FMP ≤ 1.05×)`,
        columns: ['measure', 'runtime-composed', 'one bundle', 'ratio', 'middle half of pairs'],
        rows: [
          row('requests', 'requests', String),
          row('of which scripts', 'scripts', String),
          row('bytes on the wire', 'bytes', kb),
          row('first contentful paint', 'firstContentfulPaint', ms),
          row('first meaningful paint (heading)', 'meaningfulPaint', ms),
          row('main-thread work until the heading', 'mainThreadWork', ms),
        ],
        notes: [
          "Medians of each build; ratio: the median of the pairs' ratios (composed ÷ one bundle, loaded one after the other).",
        ],
        figures: { ...summary, ratios },
      },
    ];
  } finally {
    await browser.close();
    if (ownStack) await stopStack();
  }
}
