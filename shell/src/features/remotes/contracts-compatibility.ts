/**
 * Whether a remote built against one version of @coachforge/contracts may run in a shell built
 * against another. Same major: yes (a newer or older minor only adds to the contracts); another major,
 * or no recorded version: no. See docs/decisions/0010-contracts-compatibility.md.
 */
export type Compatibility =
  { compatible: true } | { compatible: false; reason: 'another-major' | 'not-recorded'; detail: string };

const MAJOR = /^v?(\d+)\.\d+\.\d+(?:[-+].*)?$/;

export function contractsCompatibility(
  remoteName: string,
  builtAgainst: string | undefined,
  shellVersion: string,
): Compatibility {
  const shellMajor = MAJOR.exec(shellVersion)?.[1];
  const remoteMajor = builtAgainst === undefined ? undefined : MAJOR.exec(builtAgainst)?.[1];
  if (remoteMajor === undefined)
    return {
      compatible: false,
      reason: 'not-recorded',
      detail: `Remote "${remoteName}" does not record a valid contracts version (found ${builtAgainst ?? 'none'}); the shell uses contracts ${shellVersion}.`,
    };
  if (remoteMajor !== shellMajor)
    return {
      compatible: false,
      reason: 'another-major',
      detail: `Remote "${remoteName}" was built against contracts ${builtAgainst}, but the shell uses contracts ${shellVersion} (another major version).`,
    };
  return { compatible: true };
}

/**
 * The error a refused remote fails with. `detail` is the console report, kept apart from `message`
 * because the federation runtime prefixes messages that pass through it.
 */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: string,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'IncompatibleRemoteError';
  }
}
