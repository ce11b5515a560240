import { endpoints } from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import type { CoachAccessResolver } from './coach-access';
import type { ProgramService } from './program-service';
import { coverTypeParam, idParam } from './route-params';

export function registerProgramRoutes(
  app: FastifyInstance,
  { programs, access }: { programs: ProgramService; access: CoachAccessResolver },
): void {
  const coach = (request: Parameters<typeof identityOf>[0]) => access.of(identityOf(request));
  const planId = (request: Parameters<typeof identityOf>[0]) => idParam(request, 'plan_id');

  registerEndpoint(app, endpoints.createProgram, async (request, reply) => {
    const program = await programs.create(await coach(request), request.body);
    reply.status(201);
    return program;
  });
  registerEndpoint(app, endpoints.listPrograms, async (request) =>
    programs.list(await coach(request), request.query as Record<string, unknown>),
  );
  registerEndpoint(app, endpoints.getProgram, async (request) =>
    programs.read(await coach(request), planId(request)),
  );
  registerEndpoint(app, endpoints.updateProgram, async (request) =>
    programs.update(await coach(request), planId(request), request.body),
  );
  registerEndpoint(app, endpoints.updateProgramSettings, async (request) =>
    programs.updateSettings(await coach(request), planId(request), request.body),
  );
  registerEndpoint(app, endpoints.updateProgramSchedule, async (request) =>
    programs.updateSchedule(await coach(request), planId(request), request.body),
  );
  registerEndpoint(app, endpoints.publishProgram, async (request) =>
    programs.publish(await coach(request), planId(request)),
  );
  registerEndpoint(app, endpoints.archiveProgram, async (request) =>
    programs.archive(await coach(request), planId(request)),
  );
  registerEndpoint(app, endpoints.restoreProgram, async (request) =>
    programs.restore(await coach(request), planId(request)),
  );
  registerEndpoint(app, endpoints.duplicateProgram, async (request, reply) => {
    const program = await programs.duplicate(await coach(request), planId(request));
    reply.status(201);
    return program;
  });
  registerEndpoint(app, endpoints.setProgramCover, async (request) =>
    programs.setCover(await coach(request), planId(request), request.body),
  );
  registerEndpoint(app, endpoints.setProgramAttachments, async (request) =>
    programs.setAttachments(await coach(request), planId(request), request.body),
  );
  registerEndpoint(app, endpoints.removeProgramCover, async (request) =>
    programs.removeCover(await coach(request), planId(request), coverTypeParam(request)),
  );
}
