import { AUTOMATION_KEY_HEADER, endpoints } from '@coachforge/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import type { AutomationService } from './automation-service';

const keyHeader = AUTOMATION_KEY_HEADER.toLowerCase();

export function registerAutomationRoutes(app: FastifyInstance, automations: AutomationService): void {
  const accountOf = (request: FastifyRequest) => automations.accountOfKey(request.headers[keyHeader]);
  const param = (request: FastifyRequest, name: string) =>
    (request.params as Record<string, string | undefined>)[name];

  // The owner's page, signed in.
  registerEndpoint(app, endpoints.automationSettings, async (request) =>
    automations.settings(identityOf(request)),
  );
  registerEndpoint(app, endpoints.setZapierAccount, async (request) =>
    automations.setZapierAccount(identityOf(request), request.body),
  );
  registerEndpoint(app, endpoints.createAutomationKey, async (request, reply) => {
    const created = await automations.createKey(identityOf(request));
    reply.code(201);
    return created;
  });
  registerEndpoint(app, endpoints.revokeAutomationKey, async (request, reply) => {
    await automations.revokeKey(identityOf(request));
    reply.code(204);
  });

  // The automation service's calls, with the key.
  registerEndpoint(app, endpoints.automationMe, async (request) => automations.me(await accountOf(request)));
  registerEndpoint(app, endpoints.subscribeAutomationHook, async (request, reply) => {
    const subscription = await automations.subscribe(await accountOf(request), request.body);
    reply.code(201);
    return subscription;
  });
  registerEndpoint(app, endpoints.unsubscribeAutomationHook, async (request, reply) => {
    await automations.unsubscribe(await accountOf(request), param(request, 'hook_id'));
    reply.code(204);
  });
  registerEndpoint(app, endpoints.automationSamples, async (request) =>
    automations.samples(await accountOf(request), param(request, 'event')),
  );
}
