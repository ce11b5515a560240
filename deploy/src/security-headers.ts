/**
 * The headers of every page and static file of the platform, as the deploy web server (`pnpm start`,
 * e2e) and nginx (the stack) send them; one list so the two cannot drift.
 *
 * Content-Security-Policy: scripts only from the platform's own origin. The shell and the remotes are
 * same-origin (/remotes/<name>/, /releases/…) and Module Federation loads them by URL, so no eval is
 * needed, and the one script a page holds (a signed-in page's header starter, decision 0275) is allowed
 * by its hash alone. Styles allow 'unsafe-inline' because styled-components injects <style> tags at
 * runtime (docs/decisions/0042-browser-security-headers.md). Images and media come from the
 * platform (the API's signed storage URLs), blob: and data: (upload previews), and the video sites'
 * thumbnails; video links play in the sites' embed frames.
 */
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];
export const VIDEO_THUMB_ORIGINS = ['https://i.ytimg.com', 'https://i.vimeocdn.com'];
/** What Stripe.js needs, as Stripe documents it: its script, its card and 3-D Secure frames, its API. */
export const STRIPE_ORIGINS = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

export interface PagePolicyOptions {
  /** Where media files are served from besides the platform itself (an S3 bucket or CDN origin). */
  mediaOrigins?: string[];
  /** The error collector the browser reports to, when the operator configured one. */
  reportingOrigins?: string[];
  /** Payments run on Stripe: pages load Stripe.js and its frames (none of it on the simulated provider). */
  stripe?: boolean;
  /** The hashes (`'sha256-…'`) of the scripts the pages hold (session-cookie.ts, pageScriptHashes). */
  scriptHashes?: string[];
}

export function contentSecurityPolicy({
  mediaOrigins = [],
  reportingOrigins = [],
  stripe = false,
  scriptHashes = [],
}: PagePolicyOptions = {}): string {
  const media = mediaOrigins.join(' ');
  const payments = (origins: string[]) => (stripe ? origins : []);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes, ...payments(STRIPE_ORIGINS.script)],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...VIDEO_THUMB_ORIGINS, media],
    ['media-src', "'self'", 'blob:', media],
    ['font-src', "'self'", 'data:'],
    // 'self' covers the same-origin realtime socket (ws: and wss:) in CSP Level 3 browsers.
    ['connect-src', "'self'", media, ...reportingOrigins, ...payments(STRIPE_ORIGINS.connect)],
    ['frame-src', ...VIDEO_EMBED_ORIGINS, ...payments(STRIPE_ORIGINS.frame)],
    ['worker-src', "'self'", 'blob:'],
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map((parts) => parts.filter(Boolean).join(' ')).join('; ');
}

export function pageSecurityHeaders(options: PagePolicyOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Apple Pay and Google Pay run in Stripe's frame through the Payment Request API.
    'Permissions-Policy': `camera=(), microphone=(), geolocation=(), payment=${options.stripe ? '(self "https://js.stripe.com")' : '()'}`,
  };
}

/** Sent only when the request came over TLS (directly, or X-Forwarded-Proto from a trusted proxy). */
export const HSTS = 'max-age=31536000; includeSubDomains';
