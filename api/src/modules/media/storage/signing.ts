import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed storage URL allows: one operation on one key until `exp`. */
export interface StorageGrant {
  op: 'put' | 'get';
  key: string;
  /** Unix seconds. */
  exp: number;
  /** put: the exact size and declared type the upload must have. */
  size?: number;
  type?: string;
  /** get: whether the file may be shown inline (images, videos) or only downloaded. */
  inline?: boolean;
}

export type GrantCheck = { ok: true; grant: StorageGrant } | { ok: false; reason: 'invalid' | 'expired' };

const b64 = (value: Buffer | string) => Buffer.from(value).toString('base64url');

export function signGrant(secret: string, grant: StorageGrant): string {
  const body = b64(JSON.stringify(grant));
  const mac = createHmac('sha256', secret).update(body).digest('base64url');
  return `${body}.${mac}`;
}

export function verifyGrant(secret: string, token: string, now = Date.now()): GrantCheck {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  let grant: StorageGrant;
  try {
    grant = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as StorageGrant;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof grant.exp !== 'number' || grant.exp * 1000 < now) return { ok: false, reason: 'expired' };
  return { ok: true, grant };
}

/** A signed reference to a media id (the direct upload's signed_id), not a URL. */
export function signId(secret: string, id: number): string {
  const mac = createHmac('sha256', secret).update(`media:${id}`).digest('base64url');
  return `${id}--${mac}`;
}

export function verifySignedId(secret: string, signedId: string): number | null {
  const [id, mac] = signedId.split('--');
  if (!id || !mac || !/^\d+$/.test(id)) return null;
  const expected = Buffer.from(signId(secret, Number(id)).split('--')[1]!);
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? Number(id) : null;
}
