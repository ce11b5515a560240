export { createJobQueue, type FailedJob, type JobHandler, type JobQueue, type JobRow } from './job-queue';
export { registerJobQueue } from './register-job-queue';
export { FAST_FORWARD_PATH, registerFastForwardRoute } from './fast-forward-route';
