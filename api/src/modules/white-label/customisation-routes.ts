import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { endpoints, messages } from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { isOperator } from '../../http/admin-token';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import { httpError } from '../../http/http-error';
import { imageMimeOf } from '../../http/image-upload';
import { THEME_IMAGE_FILE, themeImageFolder } from '../themes';
import type { CustomisationService } from './customisation-service';

export function registerCustomisationRoutes(
  app: FastifyInstance,
  { config }: ApiContext,
  customisation: CustomisationService,
): void {
  registerEndpoint(app, endpoints.customisation, (request) => customisation.read(identityOf(request)));
  registerEndpoint(app, endpoints.saveWebTheme, (request) =>
    customisation.saveWebTheme(identityOf(request), request.body.web_theme),
  );
  registerEndpoint(app, endpoints.saveAppTheme, (request) =>
    customisation.saveAppTheme(identityOf(request), request.body),
  );
  registerEndpoint(app, endpoints.uploadLogo, (request) =>
    customisation.uploadLogo(identityOf(request), request),
  );
  registerEndpoint(app, endpoints.removeLogo, (request) => customisation.removeLogo(identityOf(request)));
  registerEndpoint(app, endpoints.saveSubDomain, (request) =>
    customisation.saveSubDomain(identityOf(request), request.body.sub_domain_name),
  );
  registerEndpoint(app, endpoints.removeSubDomain, (request) =>
    customisation.removeSubDomain(identityOf(request)),
  );
  registerEndpoint(app, endpoints.saveCustomDomain, (request) =>
    customisation.saveCustomDomain(identityOf(request), request.body.domain),
  );
  registerEndpoint(app, endpoints.verifyCustomDomain, (request) =>
    customisation.verifyCustomDomain(identityOf(request)),
  );
  registerEndpoint(app, endpoints.removeCustomDomain, (request) =>
    customisation.removeCustomDomain(identityOf(request)),
  );
  // The page server asks with the Host its visitor used; nothing here is private (the theme is public).
  registerEndpoint(app, endpoints.themeOfHost, async (request) => {
    const { host } = request.query as { host?: unknown };
    const found = typeof host === 'string' ? await customisation.themeOfHost(host) : null;
    if (!found) throw httpError(404, messages.http.notFound);
    return found;
  });
  // The operator's TLS proxy asks before it obtains a certificate (on-demand TLS, decision 0215): only the
  // names that serve an account's pages get one, so nobody can make it request certificates for any name.
  registerEndpoint(app, endpoints.tlsAsk, async (request) => {
    const { domain } = request.query as { domain?: unknown };
    const found = typeof domain === 'string' ? await customisation.themeOfHost(domain) : null;
    if (!found || typeof domain !== 'string') throw httpError(404, messages.http.notFound);
    return { domain: domain.trim().toLowerCase() };
  });
  registerEndpoint(app, endpoints.coachIcon, (request) => customisation.coachIcon(identityOf(request)));
  registerEndpoint(app, endpoints.uploadCoachIcon, (request) =>
    customisation.uploadCoachIcon(identityOf(request), request),
  );
  // Without ADMIN_TOKEN there are no operators, so no reviews (as for release notes).
  const adminToken = config.adminToken;
  if (adminToken)
    registerEndpoint(app, endpoints.reviewCoachIcon, async (request) => {
      if (!isOperator(request, adminToken)) throw httpError(403, messages.http.forbidden);
      const accountId = Number((request.params as { account_id: string }).account_id);
      if (!Number.isSafeInteger(accountId) || accountId <= 0) throw httpError(404, messages.http.notFound);
      return customisation.reviewCoachIcon(accountId, request.body);
    });

  // Logos appear on public pages and icons in the app stores' review: served to anyone, never listed.
  const folder = themeImageFolder(config.dataDir);
  app.get<{ Params: { file: string } }>('/api/theme_images/:file', async (request, reply) => {
    const { file } = request.params;
    if (!THEME_IMAGE_FILE.test(file)) throw httpError(404, messages.http.notFound);
    const bytes = await readFile(join(folder, file)).catch(() => null);
    if (!bytes) throw httpError(404, messages.http.notFound);
    reply
      .type(imageMimeOf(file.split('.').pop()!)!)
      .header('cache-control', 'public, max-age=31536000, immutable');
    return bytes;
  });
}
