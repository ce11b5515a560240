import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { demoAccounts } from '@coachforge/api';
import { chromium, type Page, type Response } from 'playwright-core';
import { WORKSPACE_ROOT } from '../paths';
import { runPlatform } from '../platform';
import { publishedDemoProgram } from './support/demo-program';
import type { BenchSection } from './support/report';

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

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const owner = (path: string) => (path.startsWith('/remotes/') ? path.split('/')[2]! : 'shell');
/**
 * The shell's own code (its features, the federation runtime, single-spa) as opposed to the libraries it
 * provides to every build as shared singletons (React, the design system, the contracts…): a file is the
 * shell's own when its source map names a source under shell/src.
 */
function shellOwnFile(path: string): boolean {
  const map = join(WORKSPACE_ROOT, 'shell', 'dist', `${path}.map`);
  if (!existsSync(map)) return true;
  const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
  return sources.some((source) => source.startsWith('webpack://@coachforge/shell/./src/'));
}
const sum = (items: ScriptLoad[], key: 'raw' | 'gzip') => items.reduce((total, item) => total + item[key], 0);

/**
 * JavaScript per page from a cold cache (shell and remote, gzip -9 of each file as served), and which build
 * provided each shared singleton on the sign-in page.
 */
export async function benchPageWeight(): Promise<BenchSection[]> {
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
    const planId = await publishedDemoProgram(
      `http://127.0.0.1:${platform.apiConfig.port}`,
      coach.email,
      coach.password,
    );

    const pages: { name: string; signedIn?: boolean; visit: (page: Page) => Promise<void> }[] = [
      { name: 'sign-up (anonymous root)', visit: async (page) => void (await page.goto(`${platform.url}/`)) },
      {
        name: 'sign-in',
        visit: async (page) => void (await page.goto(`${platform.url}/onboarding/sign_in`)),
      },
      {
        name: 'public program page (signed out)',
        visit: async (page) => {
          await page.goto(`${platform.url}/p/${planId}`);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
        },
      },
      {
        name: 'coach: programs list',
        signedIn: true,
        visit: async (page) => {
          await page.goto(`${platform.url}/coach/programs/active`);
          await page.getByTestId('create-program').waitFor();
        },
      },
    ];

    const rows: (string | number)[][] = [];
    for (const { name, visit, signedIn: needsSession } of pages) {
      const context = await browser.newContext(needsSession ? { storageState: signedIn } : {});
      const page = await context.newPage();
      const loads = await measure(page, () => visit(page));
      const shell = loads.filter((load) => owner(load.path) === 'shell');
      const shellOwn = shell.filter((load) => shellOwnFile(load.path));
      const remote = loads.filter((load) => owner(load.path) !== 'shell');
      rows.push([
        name,
        loads.length,
        kb(sum(shellOwn, 'gzip')),
        kb(sum(shell, 'gzip') - sum(shellOwn, 'gzip')),
        kb(sum(remote, 'gzip')),
        kb(sum(loads, 'gzip')),
        kb(sum(loads, 'raw')),
      ]);
      await context.close();
    }

    // Who provided React and friends on a page that runs the shell and a remote.
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
    await context.close();
    return [
      {
        title:
          'JavaScript per page, cold cache, KB gzip -9 of each file (goals: shell own ≤ 60, public program page ≤ 150 in total); shared libs are the singletons the shell provides',
        columns: ['page', 'files', 'shell own gz', 'shared libs gz', 'remote gz', 'total gz', 'total raw'],
        rows,
        figures: rows,
      },
      {
        title: 'Shared singletons on the sign-in page (shell + onboarding remote)',
        columns: ['package', 'loaded', 'from'],
        rows: Object.entries(providers)
          .sort()
          .map(([name, from]) => [name, `${from.length}×`, from.join(', ')]),
        figures: providers,
      },
    ];
  } finally {
    await browser.close();
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
