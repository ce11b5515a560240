import { API_VERSION } from '../limits/constants';
import { apiVersionStatus, type ApiVersionStatus } from './api-version';

test.each<[string, string | string[] | undefined, ApiVersionStatus]>([
  ['the current version', API_VERSION, 'served'],
  ['an older version', String(Number(API_VERSION) - 1), 'retired'],
  ['the first version', '1', 'retired'],
  ['no header', undefined, 'missing'],
  ['an empty header', '', 'missing'],
  ['a newer version', String(Number(API_VERSION) + 1), 'missing'],
  ['zero', '0', 'missing'],
  ['a version with a suffix', `${API_VERSION}.1`, 'missing'],
  ['words', 'three', 'missing'],
  ['a header sent twice', [API_VERSION, API_VERSION], 'missing'],
])('%s is %s', (_name, header, status) => {
  expect(apiVersionStatus(header)).toBe(status);
});
