import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readCatalogue, remoteWorkspaceDir, WORKSPACE_ROOT } from '../paths';

/**
 * What the release tooling (`release`, `promote`, the web server and the stack) relies on for every
 * remote of deploy/remotes.json, whether written by hand or by `pnpm new-remote`.
 */
const { remotes } = readCatalogue();
const contractsVersion = (
  JSON.parse(readFileSync(join(WORKSPACE_ROOT, 'shared-contracts', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

test.each(remotes.map((remote) => [remote.name, remote] as const))(
  '%s is a workspace remote the release command can build',
  (name, remote) => {
    const folder = remoteWorkspaceDir(name);
    const config = readFileSync(join(folder, 'webpack.config.js'), 'utf8');
    expect(config).toContain(`name: '${name}'`);
    expect(config).toContain("'./app'");
    expect(existsSync(join(folder, 'src', 'app', 'remote.tsx'))).toBe(true);
    const { scripts } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(Object.keys(scripts)).toEqual(expect.arrayContaining(['build', 'dev', 'test', 'typecheck']));
    expect(remote.manifest).toBe(`/remotes/${name}/mf-manifest.json`);
  },
);

test('every remote declares the contracts of this workspace', () => {
  for (const remote of remotes) expect(remote.contracts).toBe(`^${contractsVersion}`);
});

test('no path is claimed by two remotes', () => {
  const claims = remotes.flatMap((remote) =>
    remote.activeWhen.map((prefix) => ({ remote: remote.name, prefix })),
  );
  for (const a of claims)
    for (const b of claims)
      if (a.remote !== b.remote) expect(`${b.prefix}/`.startsWith(`${a.prefix}/`)).toBe(false);
});
