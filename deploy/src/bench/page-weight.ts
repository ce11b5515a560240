import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { demoAccounts } from '@coachforge/api';
import { SIGN_IN_INTENT } from '@coachforge/contracts';
import { chromium, type Page, type Response } from 'playwright-core';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { WORKSPACE_ROOT } from '../paths';
// The build package is CommonJS without types: its list of the page's singletons, read as data.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SHARED_SINGLETONS } = require('../../build') as { SHARED_SINGLETONS: string[] };
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
/** The shell's direct dependencies that are not shared singletons: its own, with what they bring. */
const SHELL_OWN_PACKAGES = [
  ...Object.keys(
    (
      JSON.parse(readFileSync(join(WORKSPACE_ROOT, 'shell', 'package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      }
    ).dependencies,
  ).filter((name) => !name.startsWith('@coachforge/') && !SHARED_SINGLETONS.includes(name)),
  '@module-federation/',
  'tslib',
];

/** Where a source of the shell's source map belongs: the shell's own code or a library it shares. */
function isShellOwnSource(source: string | null): boolean {
  if (!source) return true;
  if (
    source.includes('/shell/./src/') ||
    source.includes('/shell/webpack/') ||
    source.includes('.federation')
  )
    return true;
  const inPackage = source.split('node_modules/').at(-1)!;
  if (inPackage === source) return false; // the workspace's shared packages (contracts, design system)
  return SHELL_OWN_PACKAGES.some((name) => inPackage.startsWith(name.endsWith('/') ? name : `${name}/`));
}

/**
 * The share of a shell file that is the shell's own code (its features, the federation runtime,
 * single-spa) as opposed to the libraries it provides to every build as shared singletons (React, the
 * design system, the contracts…), which its entry file holds too (decision 0246): the file's generated
 * characters attributed through its source map. Its gzip size is split in that proportion.
 */
function shellOwnShare(path: string): number {
  const file = join(WORKSPACE_ROOT, 'shell', 'dist', path);
  if (!existsSync(`${file}.map`)) return 1;
  const lines = readFileSync(file, 'utf8').split('\n');
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as RawSourceMap);
  const mappings: { line: number; column: number; own: boolean }[] = [];
  consumer.eachMapping(
    (mapping) =>
      mappings.push({
        line: mapping.generatedLine,
        column: mapping.generatedColumn,
        own: isShellOwnSource(mapping.source),
      }),
    null,
    SourceMapConsumer.GENERATED_ORDER,
  );
  let own = 0;
  let total = 0;
  mappings.forEach((mapping, index) => {
    const next = mappings[index + 1];
    const end =
      next?.line === mapping.line ? next.column : (lines[mapping.line - 1]?.length ?? mapping.column);
    const length = Math.max(0, end - mapping.column);
    total += length;
    if (mapping.own) own += length;
  });
  return total === 0 ? 1 : own / total;
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
        visit: async (page) => {
          await page.goto(`${platform.url}/onboarding/sign_in`);
          await page.getByRole('heading', { name: 'Sign in' }).waitFor();
        },
      },
      {
        // The drawn page's app (decision 0254), as a visitor who puts the cursor in Email brings it.
        name: 'sign-in, once a field is focused',
        visit: async (page) => {
          await page.goto(`${platform.url}/onboarding/sign_in`);
          await page.getByLabel('Email').focus();
          await page.locator('[data-route="onboarding-signin"]').waitFor();
        },
      },
      {
        name: 'public program page (signed out)',
        visit: async (page) => {
          await page.goto(`${platform.url}/p/${planId}`);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
        },
      },
      {
        // The drawn page's app (decision 0253), as a visitor who presses its button brings it.
        name: 'public program page, once its button is pressed',
        visit: async (page) => {
          await page.goto(`${platform.url}/p/${planId}`);
          await page.locator(`[data-intent="${SIGN_IN_INTENT}"]`).click();
          await page.getByTestId('sign-in-dialog').waitFor();
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
      const shellOwnGzip = shell.reduce((total, load) => total + load.gzip * shellOwnShare(load.path), 0);
      const remote = loads.filter((load) => owner(load.path) !== 'shell');
      rows.push([
        name,
        loads.length,
        kb(shellOwnGzip),
        kb(sum(shell, 'gzip') - shellOwnGzip),
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
    await page.getByLabel('Email').focus();
    await page.locator('[data-route="onboarding-signin"]').waitFor();
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
