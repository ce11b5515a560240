export { createDatabaseRatesSource } from './database-rates-source';
export { loadRatesFile } from './reference-files';
export type { RatesSource } from './rates-source';
