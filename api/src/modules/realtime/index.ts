export { createInProcessBroadcaster, streams, type Broadcaster, type CableBroadcast } from './broadcaster';
export { registerCableServer, type ChannelGuard } from './cable-server';
export { createRealtime, type Realtime } from './realtime';
export { createRedisBroadcaster } from './redis-broadcaster';
