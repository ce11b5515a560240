export { registerClientRecordsModule } from './client-records-module';
export { clientRecordsRepository } from './client-records-repository';
