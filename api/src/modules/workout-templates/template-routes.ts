import { endpoints } from '@coachforge/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import { httpError } from '../../http/http-error';
import type { CoachAccessResolver } from '../programs';
import type { TemplateService } from './template-service';

const templateId = (request: FastifyRequest): number => {
  const value = (request.params as { template_id?: string }).template_id ?? '';
  if (!/^[1-9]\d{0,14}$/.test(value)) throw httpError(404, 'Not Found');
  return Number(value);
};

export function registerTemplateRoutes(
  app: FastifyInstance,
  { templates, access }: { templates: TemplateService; access: CoachAccessResolver },
): void {
  const coach = (request: FastifyRequest) => access.of(identityOf(request));
  registerEndpoint(app, endpoints.templates, async (request) =>
    templates.list(await coach(request), request.query as Record<string, unknown>),
  );
  registerEndpoint(app, endpoints.template, async (request) =>
    templates.find(await coach(request), templateId(request)),
  );
  registerEndpoint(app, endpoints.createTemplate, async (request, reply) => {
    const template = await templates.create(await coach(request), request.body);
    reply.status(201);
    return template;
  });
  registerEndpoint(app, endpoints.updateTemplate, async (request) =>
    templates.update(await coach(request), templateId(request), request.body),
  );
  registerEndpoint(app, endpoints.removeTemplate, async (request, reply) => {
    await templates.remove(await coach(request), templateId(request));
    reply.status(204);
  });
}
