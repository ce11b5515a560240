import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { createCoachAccess } from '../programs';
import { createClientNotesService } from './client-notes-service';
import { clientRecordsRepository } from './client-records-repository';
import { registerClientRecordsRoutes } from './client-records-routes';
import { createClientRecordsService } from './client-records-service';
import { createMacroDaysService } from './macro-days-service';

/** A client's benchmarks and body metrics (decision 0117) and their macros log (decision 0227). */
export async function registerClientRecordsModule(app: FastifyInstance, context: ApiContext): Promise<void> {
  await clientRecordsRepository.seedBenchmarks(context.db);
  registerClientRecordsRoutes(app, {
    records: createClientRecordsService(context),
    notes: createClientNotesService(context),
    macros: createMacroDaysService(context),
    access: createCoachAccess(context),
  });
}
