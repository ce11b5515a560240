export { registerClientRecordsModule } from './client-records-module';
export { clientRecordsRepository } from './client-records-repository';
export { macroDaysRepository } from './macro-days-repository';
