import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTRACTS_VERSION } from './index';

test('the version remotes record is the package version', () => {
  const packageJson = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8'));
  expect(CONTRACTS_VERSION).toBe(packageJson.version);
});
