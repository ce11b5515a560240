import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runPlatform } from './platform';

test('pnpm start on a public address with the development features refuses before starting anything', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'coachforge-platform-'));
  try {
    await expect(runPlatform({ port: 0, host: '0.0.0.0', apiPort: 0, dataDir })).rejects.toThrow(
      /Refusing to start: the mail outbox and the demo logins .* reachable on 0\.0\.0\.0/,
    );
    expect(readdirSync(dataDir)).toEqual([]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
