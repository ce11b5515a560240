import { isIP } from 'node:net';
import type { CustomDomain } from '@coachforge/contracts';

/** What an address the browser asked for is to the platform (decision 0185). */
export type HostKind =
  { kind: 'platform' } | { kind: 'sub-domain'; name: string } | { kind: 'custom-domain'; domain: string };

/** The host name of a Host header: lower case, no port, no trailing dot; null when it is not one. */
export function hostNameOf(host: string | undefined): string | null {
  if (!host || host.length > 300) return null;
  const trimmed = host.trim().toLowerCase();
  // An IPv6 literal ([::1]:8080) is never an account's address.
  if (trimmed.startsWith('[')) return null;
  const name = trimmed.replace(/:\d+$/, '').replace(/\.$/, '');
  return /^[a-z0-9.-]+$/.test(name) ? name : null;
}

/**
 * A sub-domain is one label directly under the platform's domain; any other name that is neither the
 * platform's nor an IP address may be a custom domain.
 */
export function hostKindOf(host: string | undefined, platformDomain: string): HostKind {
  const name = hostNameOf(host);
  if (!name || name === platformDomain || isIP(name)) return { kind: 'platform' };
  const suffix = `.${platformDomain}`;
  if (name.endsWith(suffix)) {
    const label = name.slice(0, -suffix.length);
    return label.includes('.') || label === '' ? { kind: 'platform' } : { kind: 'sub-domain', name: label };
  }
  return { kind: 'custom-domain', domain: name };
}

/** Whether `domain` is the platform's own domain or under it (never a custom domain). */
export const isPlatformDomain = (domain: string, platformDomain: string) =>
  domain === platformDomain || domain.endsWith(`.${platformDomain}`);

/** Where an account's pages open on its sub-domain: the platform's address with the sub-domain in front. */
export function subDomainUrl(appUrl: string, platformDomain: string, name: string): string {
  const url = new URL(appUrl);
  url.hostname = `${name}.${platformDomain}`;
  return url.origin;
}

/** The DNS record a coach creates for a custom domain: a CNAME to the platform's domain. */
export const customDomainRecord = (domain: string, platformDomain: string): CustomDomain['record'] => ({
  type: 'CNAME',
  name: domain,
  target: platformDomain,
});

const LOOKUP_TIME_LIMIT_MS = 5_000;

/**
 * Looks the domain's CNAME up (decision 0186): verified when it names the platform's domain. Answers
 * null when verified, otherwise the reason in the coach's words.
 */
export async function checkCustomDomain(
  domain: string,
  platformDomain: string,
  resolveCname: (name: string) => Promise<string[]>,
  messages: { notPointing: string; lookupFailed: string },
): Promise<string | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const names = await Promise.race([
      resolveCname(domain),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), LOOKUP_TIME_LIMIT_MS);
      }),
    ]);
    const pointsHere = names.some((name) => name.toLowerCase().replace(/\.$/, '') === platformDomain);
    return pointsHere ? null : messages.notPointing;
  } catch (error) {
    const code = (error as { code?: string }).code;
    // No CNAME record (yet) is the usual case while DNS propagates; anything else is a failed lookup.
    return code === 'ENODATA' || code === 'ENOTFOUND' ? messages.notPointing : messages.lookupFailed;
  } finally {
    clearTimeout(timer);
  }
}
