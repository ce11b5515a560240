/**
 * The path a remote's router is based on: the longest whole-segment prefix of every path it owns. One
 * prefix is its own base ('/coach/resources'); a remote owning '/onboarding' and '/create-account'
 * routes from '/'.
 */
export function basePathOf(activeWhen: readonly string[]): string {
  const segments = activeWhen.map((prefix) => prefix.split('/').filter(Boolean));
  const [first = [], ...others] = segments;
  let shared = 0;
  while (shared < first.length && others.every((other) => other[shared] === first[shared])) shared++;
  return `/${first.slice(0, shared).join('/')}`;
}
