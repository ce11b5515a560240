import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/**
 * Where deliveries may go (decision 0179). Only public unicast addresses; a development or test start
 * (`allowLoopback`) may also deliver to this machine, so a developer's tools and the tests receive them.
 * Private, link-local (cloud metadata), multicast and reserved ranges are refused everywhere.
 */
export interface TargetPolicy {
  allowLoopback: boolean;
}

const LOOPBACK_NAMES = /^(localhost|.+\.localhost)$/i;

function addressAllowed(address: string, policy: TargetPolicy): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (range === 'unicast') return true;
  return range === 'loopback' && policy.allowLoopback;
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/**
 * The check made when a hook is subscribed, without asking DNS: an address written as an IP, and the
 * names that always mean this machine. A name is checked again, resolved, before each delivery.
 */
export function targetAllowedAsWritten(url: URL, policy: TargetPolicy): boolean {
  const host = hostOf(url);
  if (LOOPBACK_NAMES.test(host)) return policy.allowLoopback;
  if (ipaddr.isValid(host)) return addressAllowed(host, policy);
  // A name without a dot (an intranet host) never leads to the public internet.
  return host.includes('.');
}

/** Before a delivery: every address the name resolves to must be allowed. */
export async function targetAllowedNow(url: URL, policy: TargetPolicy): Promise<boolean> {
  if (!targetAllowedAsWritten(url, policy)) return false;
  const host = hostOf(url);
  if (ipaddr.isValid(host) || LOOPBACK_NAMES.test(host)) return true;
  try {
    const addresses = await lookup(host, { all: true, verbatim: true });
    return addresses.length > 0 && addresses.every(({ address }) => addressAllowed(address, policy));
  } catch {
    return false;
  }
}
