import { endpoints } from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import type { AccountDeletionService } from './account-deletion-service';
import type { ProfileService } from './profile-service';

interface Services {
  profile: ProfileService;
  deletion: AccountDeletionService;
}

export function registerProfileRoutes(app: FastifyInstance, { profile, deletion }: Services): void {
  registerEndpoint(app, endpoints.updateMe, async (request) => {
    const { userId, accountId } = identityOf(request);
    return profile.updateMe(userId, accountId, request.body, request.host);
  });

  registerEndpoint(app, endpoints.updatePrivate, async (request) => {
    const { userId, accountId } = identityOf(request);
    return profile.updatePrivate(userId, accountId, request.body.private, request.host);
  });

  registerEndpoint(app, endpoints.popupStorage, async (request) => {
    const { userId, accountId } = identityOf(request);
    return profile.rememberPopup(userId, accountId, request.body.popup_name, request.host);
  });

  registerEndpoint(app, endpoints.taxOn, async (request) => {
    const { userId, accountId } = identityOf(request);
    return profile.setTax(userId, accountId, true);
  });
  registerEndpoint(app, endpoints.taxOff, async (request) => {
    const { userId, accountId } = identityOf(request);
    return profile.setTax(userId, accountId, false);
  });

  registerEndpoint(app, endpoints.deleteAccount, async (request) => ({
    message: await deletion.deleteAccount(identityOf(request).userId, request.body.password),
  }));
}
