export { createInProcessBroadcaster, type Broadcaster, type CableBroadcast } from './broadcaster';
export { registerCableServer } from './cable-server';
export { createRealtime, type Realtime } from './realtime';
export { createRedisBroadcaster } from './redis-broadcaster';
