import type { Queryable } from '../../db/database';
import { purchaseRepository } from './purchase-repository';

export { registerPurchasesModule } from './purchases-module';

/** The system warning "missed a program payment": the client's programs whose payment is owed. */
export const owedProgramsOf = (db: Queryable, userId: number) => purchaseRepository.owedPrograms(db, userId);
