import { endpoints } from '@coachforge/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import { httpError } from '../../http/http-error';
import type { CoachAccessResolver } from '../programs';
import type { ClientNotesService } from './client-notes-service';
import type { ClientRecordsService } from './client-records-service';
import type { MacroDaysService } from './macro-days-service';

const idOf = (request: FastifyRequest, name: string): number => {
  const value = (request.params as Record<string, string | undefined>)[name] ?? '';
  if (!/^[1-9]\d{0,14}$/.test(value)) throw httpError(404, 'Not Found');
  return Number(value);
};

export function registerClientRecordsRoutes(
  app: FastifyInstance,
  {
    records,
    notes,
    macros,
    access,
  }: {
    records: ClientRecordsService;
    notes: ClientNotesService;
    macros: MacroDaysService;
    access: CoachAccessResolver;
  },
): void {
  const userOf = (request: FastifyRequest) => identityOf(request).userId;
  registerEndpoint(app, endpoints.benchmarks, async () => records.benchmarks());
  registerEndpoint(app, endpoints.clientRecords, async (request) => records.ownRecords(userOf(request)));
  registerEndpoint(app, endpoints.addBenchmarkEntry, async (request, reply) => {
    const entry = await records.addBenchmarkEntry(userOf(request), request.body);
    reply.status(201);
    return entry;
  });
  registerEndpoint(app, endpoints.addBodyMetric, async (request, reply) => {
    const entry = await records.addBodyMetric(userOf(request), request.body);
    reply.status(201);
    return entry;
  });
  registerEndpoint(app, endpoints.removeBenchmarkEntry, async (request, reply) => {
    await records.remove(userOf(request), 'benchmark_entries', idOf(request, 'entry_id'));
    reply.status(204);
  });
  registerEndpoint(app, endpoints.removeBodyMetric, async (request, reply) => {
    await records.remove(userOf(request), 'body_metric_entries', idOf(request, 'entry_id'));
    reply.status(204);
  });
  registerEndpoint(app, endpoints.accountBenchmarks, async (request) =>
    records.accountBenchmarks(await access.of(identityOf(request))),
  );
  const coach = (request: FastifyRequest) => access.of(identityOf(request));
  registerEndpoint(app, endpoints.clientNotes, async (request) =>
    notes.list(await coach(request), idOf(request, 'athlete_id')),
  );
  registerEndpoint(app, endpoints.addClientNote, async (request, reply) => {
    const note = await notes.add(await coach(request), idOf(request, 'athlete_id'), request.body);
    reply.status(201);
    return note;
  });
  registerEndpoint(app, endpoints.updateClientNote, async (request) =>
    notes.update(await coach(request), idOf(request, 'athlete_id'), idOf(request, 'note_id'), request.body),
  );
  registerEndpoint(app, endpoints.removeClientNote, async (request, reply) => {
    await notes.remove(await coach(request), idOf(request, 'athlete_id'), idOf(request, 'note_id'));
    reply.status(204);
  });
  registerEndpoint(app, endpoints.athleteRecords, async (request) =>
    records.athleteRecords(await access.of(identityOf(request)), idOf(request, 'athlete_id')),
  );
  const query = (request: FastifyRequest) => request.query as Record<string, unknown>;
  registerEndpoint(app, endpoints.ownMacros, async (request) => macros.own(userOf(request), query(request)));
  registerEndpoint(app, endpoints.logMacros, async (request) =>
    macros.log(userOf(request), (request.params as { date?: string }).date, request.body),
  );
  registerEndpoint(app, endpoints.athleteMacros, async (request) =>
    macros.athlete(await coach(request), idOf(request, 'athlete_id'), query(request)),
  );
}
