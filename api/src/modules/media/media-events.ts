import { EventEmitter } from 'node:events';
import type { MediaUpdatedMessage } from '@coachforge/contracts';

/**
 * Where the media module announces that an item changed state. In-process today; the realtime server
 * subscribes and sends each message to the account's NotificationChannel.
 */
export interface MediaEventPublisher {
  publish(message: MediaUpdatedMessage): void;
  subscribe(listener: (message: MediaUpdatedMessage) => void): () => void;
}

export function createInProcessMediaEvents(): MediaEventPublisher {
  const emitter = new EventEmitter();
  return {
    publish(message) {
      emitter.emit('message', message);
    },
    subscribe(listener) {
      emitter.on('message', listener);
      return () => emitter.off('message', listener);
    },
  };
}
