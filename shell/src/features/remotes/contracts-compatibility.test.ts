import { contractsCompatibility } from './contracts-compatibility';

test('a remote built against the same contracts version is accepted', () => {
  expect(contractsCompatibility('programs', '0.1.0', '0.1.0')).toEqual({ compatible: true });
});

test('a remote built against a newer or older minor of the same major is accepted', () => {
  expect(contractsCompatibility('programs', '0.3.0', '0.1.0').compatible).toBe(true);
  expect(contractsCompatibility('programs', '2.1.4', '2.7.0').compatible).toBe(true);
  expect(contractsCompatibility('programs', '1.2.0-rc.1', '1.0.0').compatible).toBe(true);
});

test('a remote built against another major is refused with both versions named', () => {
  const result = contractsCompatibility('programs', '1.0.0', '0.1.0');
  expect(result).toMatchObject({ compatible: false, reason: 'another-major' });
  expect(!result.compatible && result.detail).toBe(
    'Remote "programs" was built against contracts 1.0.0, but the shell uses contracts 0.1.0 (another major version).',
  );
  expect(contractsCompatibility('programs', '0.9.0', '1.0.0').compatible).toBe(false);
});

test('a remote that records no contracts version, or garbage, is refused', () => {
  expect(contractsCompatibility('programs', undefined, '0.1.0')).toMatchObject({
    compatible: false,
    reason: 'not-recorded',
  });
  expect(contractsCompatibility('programs', 'latest', '0.1.0')).toMatchObject({
    compatible: false,
    reason: 'not-recorded',
  });
});
