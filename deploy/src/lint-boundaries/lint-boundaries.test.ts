import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The boundaries of the architecture are lint rules (eslint.config.mjs, .dependency-cruiser.cjs). Each
 * fixture is linted as if it lived at the given place in the repository, so a rule that stopped
 * reporting what it exists for fails here. Lint runs in a child process: ESLint loads its flat config
 * as an ES module, which jest's module system does not.
 */
const root = resolve(__dirname, '../../..');
const fixtures = join(__dirname, 'lint-fixtures');

interface Finding {
  ruleId: string | null;
  message: string;
}

function lintAs(cases: Record<string, string>): Record<string, Finding[]> {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd(), ignore: false });
    const cases = JSON.parse(process.argv[1]);
    const found = {};
    for (const [fixture, { code, filePath }] of Object.entries(cases)) {
      const [result] = await eslint.lintText(code, { filePath });
      found[fixture] = result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
    }
    process.stdout.write(JSON.stringify(found));
  `;
  const input = Object.fromEntries(
    Object.entries(cases).map(([fixture, filePath]) => [
      fixture,
      { code: readFileSync(join(fixtures, fixture), 'utf8'), filePath: join(root, filePath) },
    ]),
  );
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(input)], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as Record<string, Finding[]>;
}

const rulesOf = (findings: Finding[] | undefined) => (findings ?? []).map((finding) => finding.ruleId);

describe('the boundaries lint', () => {
  let found: Record<string, Finding[]>;
  beforeAll(() => {
    found = lintAs({
      'cross-remote-import.ts': 'mfe-onboarding/src/features/sign-in/cross-remote-import.ts',
      'allowed-imports.ts': 'mfe-onboarding/src/features/sign-in/allowed-imports.ts',
      'feature-internals.ts': 'mfe-onboarding/src/features/sign-in/feature-internals.ts',
      'feature-imports-app.ts': 'mfe-media-library/src/features/library/feature-imports-app.ts',
      'shell-imports-remote.ts': 'shell/src/features/frame/shell-imports-remote.ts',
      'contracts-import-ours.ts': 'shared-contracts/src/contracts-import-ours.ts',
      'api-imports-browser.ts': 'api/src/modules/settings/api-imports-browser.ts',
      'api-module-internals.ts': 'api/src/modules/settings/api-module-internals.ts',
    });
  }, 120_000);

  test('a remote importing another remote fails lint', () => {
    expect(rulesOf(found['cross-remote-import.ts'])).toContain('import/no-restricted-paths');
    expect(found['cross-remote-import.ts']![0]!.message).toMatch(/Remotes never import each other/);
  });

  test('a remote importing the contracts and another feature through its index passes', () => {
    expect(found['allowed-imports.ts']).toEqual([]);
  });

  test.each([
    ['a feature importing the inside of another feature', 'feature-internals.ts', 'through its index'],
    ['a feature importing its remote’s app', 'feature-imports-app.ts', "never imports its remote's app"],
    ['the shell importing a remote', 'shell-imports-remote.ts', 'never imports a remote'],
    ['the contracts importing our design system', 'contracts-import-ours.ts', 'import nothing of ours'],
    ['the API importing browser code', 'api-imports-browser.ts', 'no browser code'],
    ['an API module importing the inside of another module', 'api-module-internals.ts', 'through its index'],
  ])('%s fails lint', (_case, fixture, message) => {
    expect(found[fixture]!.map((finding) => finding.message).join('\n')).toContain(message);
  });

  test('an import cycle fails lint, even when one side imports only types', () => {
    const run = spawnSync(
      process.execPath,
      [
        join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
        '--config',
        '.dependency-cruiser.cjs',
        '--output-type',
        'err',
        join(fixtures, 'cycle'),
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(run.status).not.toBe(0);
    expect(run.stdout).toMatch(/no-circular: .*cycle\/(orders|invoices)\.ts/);
  }, 120_000);
});
