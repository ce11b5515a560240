/**
 * What an attacker sends instead of what a form would: wrong types, sizes and shapes, text that breaks
 * naive parsers and strings that try to escape into SQL, HTML or headers. Used by the hostile-input test,
 * which sends each of them to every route.
 */

const HUGE = 'A'.repeat(200_000);

/** Values put in place of one field of an otherwise valid body. */
export const hostileValues: readonly unknown[] = [
  // wrong types
  12345,
  -1,
  1e308,
  0.5,
  true,
  null,
  [],
  [1, 'two', { three: 3 }],
  {},
  { $gt: '' },
  { toString: 'x', valueOf: 1 },
  // sizes
  '',
  HUGE,
  // unicode edge cases
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202egnp.exe',
  '\ufeff\u200b\u200d',
  'e\u0301\u0301\u0301\u0301\u0301',
  '🏋️‍♀️💪🏽',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  // injection
  "' OR '1'='1' --",
  '1; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'a\r\nSet-Cookie: hacked=1',
  '../../../../etc/passwd',
  '%00%0d%0a',
  '${7*7}{{7*7}}',
  '__proto__',
];

/** Whole bodies that are not what any route expects, sent as application/json. */
export const hostileRawBodies: readonly string[] = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '[]',
  '"text"',
  '42',
  'null',
  'true',
  '\u0000',
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
  '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
  `{"a":"${'x'.repeat(1_200_000)}"}`,
];

/** Values put in place of one path parameter. */
export const hostilePathValues: readonly string[] = [
  '-1',
  '0',
  '1.5',
  '1e3',
  '99999999999999999999999999',
  'abc',
  "1'%20OR%20'1'%3D'1",
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '%E2%80%AE',
  '%F0%9F%8F%8B',
  'null',
  'undefined',
  '__proto__',
  'A'.repeat(5_000),
];

/** Query strings added to a request. */
export const hostileQueries: readonly Record<string, string | string[]>[] = [
  { page: '-1', per_page: '100000000' },
  { page: "1' OR 1=1 --", per_page: 'abc' },
  { 'q[kind_in]': '<script>alert(1)</script>', 'q[title_cont_any]': '%_\\' },
  { sort: 'created_at; DROP TABLE media' },
  { owner: '__proto__', to: 'a\r\nb' },
  { page: ['1', '2'], 'q[kind_in]': ['image', 'video'] },
  { q: 'A'.repeat(5_000) },
];

/** Request headers an attacker controls. */
export const hostileHeaders: readonly Record<string, string>[] = [
  { authorization: 'Bearer ' },
  { authorization: `Bearer ${'A'.repeat(8_000)}` },
  { authorization: "Bearer ' OR 1=1 --" },
  { authorization: 'Basic YWRtaW46YWRtaW4=' },
  { 'api-version': 'abc' },
  { 'api-version': '999999999999999999999' },
  { 'content-type': 'application/json; charset=utf-7' },
  { 'x-forwarded-for': '127.0.0.1, 10.0.0.1' },
  { cookie: 'cf_refresh=%E0%A4%A; other=' },
];

/** Every object in a body, the body itself first, so each nested field (user.password) is tried too. */
export function objectsIn(value: unknown, path: string[] = []): string[][] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  const paths = [path];
  for (const [key, child] of Object.entries(value)) paths.push(...objectsIn(child, [...path, key]));
  return paths;
}

/** A deep copy of `body` with the field at `path` + `key` set to `replacement`. */
export function withField(body: unknown, path: string[], key: string, replacement: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let target = copy;
  for (const step of path) target = target[step] as Record<string, unknown>;
  target[key] = replacement;
  return copy;
}
