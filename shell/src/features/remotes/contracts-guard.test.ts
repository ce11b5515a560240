import { IncompatibleRemoteError } from './contracts-compatibility';
import { contractsGuard } from './contracts-guard';

type Hook = (args: unknown) => unknown;

function snapshotOf(name: string, buildInfo: Record<string, string>) {
  return {
    from: 'manifest',
    moduleInfo: { name },
    manifestJson: { metaData: { buildInfo: { buildVersion: '1.0.0', buildName: name, ...buildInfo } } },
  };
}

const check = (guard: ReturnType<typeof contractsGuard>, args: unknown) =>
  (guard.loadRemoteSnapshot as unknown as Hook)(args);

test('the contracts version a build recorded decides, before any remote code runs', () => {
  const guard = contractsGuard({ programs: '^0.1.0' }, '0.1.0');
  const compatible = snapshotOf('programs', { contractsVersion: '0.4.0' });
  expect(check(guard, compatible)).toBe(compatible);
  expect(() => check(guard, snapshotOf('programs', { contractsVersion: '1.0.0' }))).toThrow(
    IncompatibleRemoteError,
  );
});

test('a build that records nothing is judged by the range its manifest entry declares', () => {
  const guard = contractsGuard({ programs: '^0.1.0', billing: '^1.2.0' }, '0.1.0');
  expect(() => check(guard, snapshotOf('programs', {}))).not.toThrow();
  expect(() => check(guard, snapshotOf('billing', {}))).toThrow(
    'Remote "billing" was built against contracts 1.2.0, but the shell uses contracts 0.1.0 (another major version).',
  );
  expect(() => check(guard, snapshotOf('unknown', {}))).toThrow(/does not record a valid contracts version/);
});
