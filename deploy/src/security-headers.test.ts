import { readConfig } from '@coachforge/api';
import { mediaOriginsOf } from './platform';
import { contentSecurityPolicy, pageSecurityHeaders } from './security-headers';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name!, sources];
    }),
  );

describe('the pages’ Content-Security-Policy', () => {
  const policy = directives(contentSecurityPolicy());

  test.each([
    ['script-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['media-src', ["'self'", 'blob:']],
    ['frame-src', ['https://www.youtube-nocookie.com', 'https://player.vimeo.com']],
  ])('%s allows exactly %j', (name, sources) => {
    expect(policy[name]).toEqual(sources);
  });

  test('no script may run inline or from a string, whatever the directive', () => {
    for (const sources of Object.values(policy)) {
      expect(sources).not.toContain("'unsafe-eval'");
      if (sources !== policy['style-src']) expect(sources).not.toContain("'unsafe-inline'");
    }
  });

  test('images allow upload previews (blob:, data:) and the video sites’ thumbnails', () => {
    expect(policy['img-src']).toEqual(
      expect.arrayContaining(["'self'", 'blob:', 'data:', 'https://i.ytimg.com']),
    );
  });

  test('with S3 storage the bucket’s origin may be read and uploaded to', () => {
    const origins = mediaOriginsOf(readConfig({ S3_BUCKET: 'cf-media', S3_REGION: 'eu-west-1' }));
    expect(origins).toEqual(['https://cf-media.s3.eu-west-1.amazonaws.com']);
    const withBucket = directives(contentSecurityPolicy({ mediaOrigins: origins }));
    for (const name of ['img-src', 'media-src', 'connect-src'])
      expect(withBucket[name]).toContain('https://cf-media.s3.eu-west-1.amazonaws.com');
    expect(withBucket['script-src']).toEqual(["'self'"]);
  });

  test('on Stripe, Stripe.js, its frames and its API are allowed, and the Payment Request API for its wallets', () => {
    const onStripe = directives(contentSecurityPolicy({ stripe: true }));
    expect(onStripe['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(onStripe['frame-src']).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    );
    expect(onStripe['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    expect(pageSecurityHeaders({ stripe: true })['Permissions-Policy']).toContain(
      'payment=(self "https://js.stripe.com")',
    );
    // On the simulated provider nothing of Stripe's may load.
    expect(pageSecurityHeaders()['Permissions-Policy']).toContain('payment=()');
  });

  test.each([
    [
      { S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' },
      'http://127.0.0.1:9000',
    ],
    [{ S3_BUCKET: 'b', S3_ENDPOINT: 'https://r2.example.com' }, 'https://b.r2.example.com'],
  ])('an S3-compatible endpoint %j serves media from %s', (env, origin) => {
    expect(mediaOriginsOf(readConfig(env))).toEqual([origin]);
  });

  test('local storage needs no other origin', () => {
    expect(mediaOriginsOf(readConfig({}))).toEqual([]);
  });
});

test('every page is sent with nosniff, no framing and a referrer that never carries a path elsewhere', () => {
  expect(pageSecurityHeaders()).toMatchObject({
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  });
});
