import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';
import {
  API_VERSION,
  apiPath,
  DEFAULT_THEME,
  endpoints,
  readablePair,
  RUNTIME_MANIFEST_PATH,
  type HostTheme,
  type RemoteEntry,
  type Theme,
  type ThemePalette,
} from '@coachforge/contracts';
import type { FastifyRequest } from 'fastify';
import { inlineJson } from './inline-json';
import { withPreloads, type Preload } from './remote-preloads';
import { escapeHtml } from './escape-html';
import {
  hasSessionCookie,
  pageForSessionCookie,
  signedInPageFilesIn,
  type SignedInPageFiles,
} from './session-cookie';

/** The id of the JSON the shell reads its first theme from (shell/src/app/start-platform.ts). */
export const INLINE_THEME_ID = 'cf-theme';

const HEX = /^#[0-9a-fA-F]{6}$/;
/** Only same-origin paths of the platform's own images, never a URL a page could be steered with. */
const imagePath = (url: string | null | undefined) => (url && /^\/api\/[\w./-]+$/.test(url) ? url : null);

/** The theme with every colour a #rrggbb (the platform's where not) and logos on the platform only. */
function cleanTheme(theme: Theme): Theme {
  const palette = (given: ThemePalette, fallback: ThemePalette): ThemePalette =>
    Object.fromEntries(
      Object.entries(fallback).map(([key, value]) => {
        const colour = given[key as keyof ThemePalette];
        return [key, typeof colour === 'string' && HEX.test(colour) ? colour : value];
      }),
    ) as unknown as ThemePalette;
  return {
    web_theme: palette(theme.web_theme, DEFAULT_THEME.web_theme),
    mobile_light_theme: palette(theme.mobile_light_theme, DEFAULT_THEME.mobile_light_theme),
    mobile_dark_theme: palette(theme.mobile_dark_theme, DEFAULT_THEME.mobile_dark_theme),
    logo: theme.logo
      ? {
          original: imagePath(theme.logo.original),
          hd: imagePath(theme.logo.hd),
          logo: imagePath(theme.logo.logo),
          small: imagePath(theme.logo.small),
        }
      : null,
    sub_domain_name: theme.sub_domain_name,
  };
}

/**
 * What the first HTML of an account's own address carries (decision 0185): its colours as CSS custom
 * properties and on the page itself, the theme as JSON for the shell, its logo as icon and in the loading
 * area, all before any script runs, so the platform's default look never shows first.
 */
export function themedShellHtml(shellHtml: string, { theme: given, full_name }: HostTheme): string {
  const theme = cleanTheme(given);
  const web = theme.web_theme;
  const primary = web.primary_color;
  // A button's fill and text as the design system draws them: the colour deepened if its text would not read.
  const fill = readablePair(primary, web.primary_contrast_color);
  const variables = {
    '--cf-primary': primary,
    '--cf-primary-fill': fill.fill,
    '--cf-on-primary-fill': fill.text,
    '--cf-primary-contrast': web.primary_contrast_color,
    '--cf-secondary': web.secondary_color,
    '--cf-secondary-contrast': web.secondary_contrast_color,
    '--cf-system-text': web.system_text_color,
    '--cf-background': web.background_color,
    '--cf-text': web.text_color,
  };
  const css = [
    `:root { ${Object.entries(variables)
      .map(([name, value]) => `${name}: ${value};`)
      .join(' ')} }`,
    'html, body { color: var(--cf-text); background: var(--cf-background); }',
    '#cf-boot { color: var(--cf-system-text); }',
    '#cf-boot img { display: block; margin: 0 auto 16px; max-height: 64px; max-width: 240px; }',
  ].join('\n      ');
  const logo = imagePath(theme.logo?.logo ?? theme.logo?.original);
  const icon = imagePath(theme.logo?.small ?? theme.logo?.original);
  const head = [
    `<style id="cf-theme-css">\n      ${css}\n    </style>`,
    `<script type="application/json" id="${INLINE_THEME_ID}">${inlineJson(theme)}</script>`,
  ].join('\n    ');
  // The shell's page may be minified (unquoted attributes): the patterns allow both.
  let html = shellHtml.replace(
    /<meta name="?theme-color"? content="?[^"\s>]*"?\s*\/?>/,
    `<meta name="theme-color" content="${primary}" />`,
  );
  // Before the first script of the head, or at its end: nothing runs before the theme is in place.
  const headEnd = html.indexOf('</head>');
  const firstScript = html.indexOf('<script');
  const at = firstScript !== -1 && firstScript < headEnd ? firstScript : headEnd;
  html = `${html.slice(0, at)}${head}\n    ${html.slice(at)}`;
  if (icon) html = html.replace(/<link rel="?icon"?[^>]*>/, `<link rel="icon" href="${escapeHtml(icon)}" />`);
  if (logo)
    html = html.replace(
      /<div id="?cf-boot"? role="?status"?>/,
      `<div id="cf-boot" role="status"><img src="${escapeHtml(logo)}" alt="${escapeHtml(full_name)}" />`,
    );
  return html;
}

/** Whether a Host is the platform's own address (its domain, or an IP address), never an account's. */
export function isPlatformHost(host: string | undefined, platformDomain: string): boolean {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return name === '' || name === platformDomain || isIP(name) !== 0 || name.startsWith('[');
}

/**
 * The shell's page for a request: on an account's sub-domain or verified custom domain, themed as that
 * account; elsewhere (or when the API cannot say) the plain page. Either asks for the files of the remote
 * that serves the path (remote-preloads.ts) when `preloads` is given.
 */
export function createShellPages({
  shellRoot,
  apiOrigin,
  platformDomain,
  preloads,
  runtimeManifest,
  signedInPageFiles = signedInPageFilesIn(shellRoot),
}: {
  shellRoot: string;
  apiOrigin: string;
  platformDomain: string;
  preloads?: (pathname: string, remotes?: RemoteEntry[]) => Preload[];
  /**
   * /remotes.json as it would answer now (null: not at hand): the page holds it for the shell, and its
   * remotes decide the remote files named, so the live manifest is read once per page.
   */
  runtimeManifest?: () => { remotes: RemoteEntry[] } | null;
  /** The shell's files a signed-in page names or holds, when the caller read them (for the pages' policy too). */
  signedInPageFiles?: SignedInPageFiles;
}) {
  const plain = () => readFileSync(join(shellRoot, 'index.html'), 'utf8');
  const themedFor = async (request: FastifyRequest): Promise<string> => {
    const host = request.host;
    if (isPlatformHost(host, platformDomain)) return plain();
    const answer = await fetch(
      `${apiOrigin}${apiPath(endpoints.themeOfHost)}?host=${encodeURIComponent(host)}`,
      {
        headers: { 'API-Version': API_VERSION, accept: 'application/json' },
        signal: AbortSignal.timeout(3000),
      },
    ).catch(() => null);
    if (!answer?.ok) return plain();
    return themedShellHtml(plain(), (await answer.json()) as HostTheme);
  };
  return {
    plain,
    /** `answers`: API answers the page will ask for first, already at hand (public-plan-page.ts). */
    async forRequest(request: FastifyRequest, answers: Preload[] = []): Promise<string> {
      const html = await themedFor(request);
      let remoteFiles: Preload[] = [];
      try {
        // The shell reads the runtime manifest before anything else it asks for: one round trip fewer.
        const manifest = runtimeManifest?.() ?? null;
        const remotes = Array.isArray(manifest?.remotes) ? manifest.remotes : undefined;
        remoteFiles = [
          ...(manifest ? [{ href: RUNTIME_MANIFEST_PATH, as: 'fetch' as const, answer: manifest }] : []),
          ...(preloads?.(request.url.split('?')[0]!, remotes) ?? []),
        ];
      } catch (error) {
        // Preloads only save time: a page is never refused for want of them.
        console.warn('The page goes out without its remote preloads:', error);
      }
      const named = [...remoteFiles, ...answers];
      return hasSessionCookie(request.headers.cookie)
        ? pageForSessionCookie(html, named, request.url.split('?')[0]!, signedInPageFiles)
        : withPreloads(html, named);
    },
  };
}
