import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { demoAccounts } from '@coachforge/api';
import { chromium, type Page, type Response } from 'playwright-core';
import { runPlatform } from '../platform';

/**
 * `pnpm bench`: what a browser downloads on each page of the shell and onboarding (JavaScript, raw and
 * gzip-compressed), and proof that React is fetched once however many builds share it.
 */
interface ScriptLoad {
  path: string;
  raw: number;
  gzip: number;
}

async function measure(page: Page, visit: () => Promise<void>): Promise<ScriptLoad[]> {
  const loads: Promise<ScriptLoad | null>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    loads.push(
      response
        .body()
        .then((body) => ({
          path: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        }))
        .catch(() => null),
    );
  };
  page.on('response', onResponse);
  await visit();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return (await Promise.all(loads)).filter((load): load is ScriptLoad => load !== null);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const owner = (path: string) => (path.startsWith('/remotes/') ? path.split('/')[2]! : 'shell');

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'coachforge-bench-'));
  const platform = await runPlatform({ port: 8282, apiPort: 4282, dataDir });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const coach = demoAccounts[0];
    // A signed-in visitor's cookie jar, so the coach page can be measured from a cold cache too.
    const signingIn = await browser.newContext();
    const signInPage = await signingIn.newPage();
    await signInPage.goto(`${platform.url}/onboarding/sign_in`);
    await signInPage.getByLabel('Email').fill(coach.email);
    await signInPage.getByLabel('Password').fill(coach.password);
    await signInPage.getByRole('button', { name: 'Sign in' }).click();
    await signInPage.waitForURL('**/coach/programs/active');
    const signedIn = await signingIn.storageState();
    await signingIn.close();

    const pages: { name: string; signedIn?: boolean; visit: (page: Page) => Promise<void> }[] = [
      { name: 'sign-up (anonymous root)', visit: async (page) => void (await page.goto(`${platform.url}/`)) },
      {
        name: 'sign-in',
        visit: async (page) => void (await page.goto(`${platform.url}/onboarding/sign_in`)),
      },
      {
        name: 'coach: my programs (shell only)',
        signedIn: true,
        visit: async (page) => {
          await page.goto(`${platform.url}/coach/programs/active`);
          await page.getByTestId('placeholder-page').waitFor();
        },
      },
    ];

    console.log('\nJavaScript per page, cold cache (gzip -9 of each file as served)\n');
    console.log(
      'page'.padEnd(42) +
        'files'.padStart(6) +
        'shell gz'.padStart(12) +
        'remote gz'.padStart(12) +
        'total gz'.padStart(12) +
        'total raw'.padStart(12),
    );
    for (const { name, visit, signedIn: needsSession } of pages) {
      const context = await browser.newContext(needsSession ? { storageState: signedIn } : {});
      const page = await context.newPage();
      const loads = await measure(page, () => visit(page));
      const shell = loads.filter((load) => owner(load.path) === 'shell');
      const remote = loads.filter((load) => owner(load.path) !== 'shell');
      const sum = (items: ScriptLoad[], key: 'raw' | 'gzip') =>
        items.reduce((total, item) => total + item[key], 0);
      console.log(
        name.padEnd(42) +
          String(loads.length).padStart(6) +
          kb(sum(shell, 'gzip')).padStart(12) +
          kb(sum(remote, 'gzip')).padStart(12) +
          kb(sum(loads, 'gzip')).padStart(12) +
          kb(sum(loads, 'raw')).padStart(12),
      );
      await context.close();
    }

    // Sign in, then count who provided React and friends on a page that runs the shell and a remote.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${platform.url}/onboarding/sign_in`);
    await page.getByLabel('Email').waitFor();
    const providers = await page.evaluate(() => {
      type Share = { loaded?: boolean; from: string };
      const federation = (
        globalThis as unknown as {
          __FEDERATION__: {
            __SHARE__: Record<string, Record<string, Record<string, Record<string, Share>>>>;
          };
        }
      ).__FEDERATION__;
      const loaded: Record<string, Set<string>> = {};
      for (const scopes of Object.values(federation.__SHARE__))
        for (const packages of Object.values(scopes))
          for (const [name, versions] of Object.entries(packages))
            for (const [version, share] of Object.entries(versions))
              if (share.loaded) (loaded[name] ??= new Set()).add(`${version} from ${share.from}`);
      return Object.fromEntries(Object.entries(loaded).map(([name, set]) => [name, [...set]]));
    });
    console.log('\nShared singletons on the sign-in page (shell + onboarding remote):');
    for (const [name, from] of Object.entries(providers).sort()) {
      console.log(`  ${name.padEnd(24)} loaded ${from.length}× (${from.join(', ')})`);
    }
    console.log(
      `\nReact loaded once: ${providers.react?.length === 1 && providers['react-dom']?.length === 1 ? 'yes' : 'NO'}\n`,
    );
    await context.close();
  } finally {
    await browser.close();
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
