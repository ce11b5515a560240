export { createJobQueue, type JobHandler, type JobQueue, type JobRow } from './job-queue';
