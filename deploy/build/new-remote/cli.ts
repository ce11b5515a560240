import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { generateRemote } from './new-remote';

/** `pnpm new-remote <name> [--title "Title"] [--no-install]` from the workspace root. */
const WORKSPACE_ROOT = resolve(__dirname, '..', '..', '..');

function main(argv: string[]) {
  const args = argv.filter((arg) => arg !== '--');
  const name = args.find((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--title');
  const titleAt = args.indexOf('--title');
  const title = titleAt >= 0 ? args[titleAt + 1] : undefined;
  if (!name) throw new Error('Usage: pnpm new-remote <name> [--title "Title"] [--no-install]');
  const { folder, entry, files, unclaimed } = generateRemote(WORKSPACE_ROOT, name, { title });
  console.info(`Created ${folder}:\n  ${files.join('\n  ')}`);
  console.info(`Added "${entry.name}" to deploy/remotes.json for ${entry.activeWhen.join(', ')}`);
  // The workspace's own formatting for what was written (JSON of the catalogue, the new sources).
  spawnSync(
    join(WORKSPACE_ROOT, 'node_modules', '.bin', 'prettier'),
    ['--write', folder, 'deploy/remotes.json'],
    {
      cwd: WORKSPACE_ROOT,
      stdio: 'ignore',
    },
  );
  if (unclaimed.length > 0)
    console.warn(
      `No path prefix can claim ${unclaimed.join(', ')} without other owners' pages: add them by hand.`,
    );
  if (!args.includes('--no-install')) {
    const install = spawnSync('pnpm', ['install', '--prefer-offline'], {
      cwd: WORKSPACE_ROOT,
      stdio: 'inherit',
    });
    if (install.status !== 0) throw new Error('pnpm install failed');
  }
  console.info(
    `Next: pnpm --filter @coachforge/mfe-${entry.name.replace(/_/g, '-')} test | dev | build; releases: pnpm --filter @coachforge/deploy release ${entry.name}`,
  );
}

try {
  main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
