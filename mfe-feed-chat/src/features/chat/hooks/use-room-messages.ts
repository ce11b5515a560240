import {
  CHAT_CHANNEL,
  CHAT_TYPING_ACTION,
  CHAT_TYPING_SHOWN_MS,
  CHAT_TYPING_THROTTLE_MS,
  endpoints,
  type CableSubscription,
  type ChatChannelMessage,
  type ChatMessage,
} from '@coachforge/contracts';
import { useBusEvent, usePlatform } from '@coachforge/remote-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { chatKeys } from '../api/chat-queries';
import { newClientMessageId } from './client-message-id';
import type { MessageDraft } from './compose-message';

/** A message this page sent that the server has not confirmed: still going, or failed and kept for a retry. */
export interface OutgoingMessage extends MessageDraft {
  client_message_id: string;
  state: 'pending' | 'failed';
}

/** Adds messages by id, each once, oldest first. */
const merge = (known: ChatMessage[], incoming: ChatMessage[]) => {
  const byId = new Map(known.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
};

/**
 * One room's messages (decision 0136): the newest page, older pages on demand, new ones live from the
 * room's channel, and after the socket comes back whatever was posted meanwhile. Each message is kept
 * once by id, so one heard twice (live and in a catch-up) shows once. Sending keeps the text in an
 * outgoing entry until the server has stored it; a failed send stays with Retry, under the same id.
 * Who else is writing shows for a few seconds after they last said so (decision 0190), never oneself.
 */
export function useRoomMessages(roomId: number, selfId: number) {
  const { api, cable, queryClient } = usePlatform();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [hasOlder, setHasOlder] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const newestId = useRef(0);
  const wasDisconnected = useRef(false);
  const subscription = useRef<CableSubscription | null>(null);
  const saidTypingAt = useRef(-Infinity);
  /** When the member last typed: what they typed before the room's subscription was made is said then. */
  const typedAt = useRef(-Infinity);
  const [typists, setTypists] = useState<{ user_id: number; full_name: string; until: number }[]>([]);

  const stoppedTyping = useCallback((userId: number) => {
    setTypists((now) =>
      now.some((t) => t.user_id === userId) ? now.filter((t) => t.user_id !== userId) : now,
    );
  }, []);
  const heardTyping = useCallback(
    ({ user_id, full_name }: { user_id: number; full_name: string }) => {
      if (user_id === selfId) return;
      const until = Date.now() + CHAT_TYPING_SHOWN_MS;
      setTypists((now) => [...now.filter((t) => t.user_id !== user_id), { user_id, full_name, until }]);
    },
    [selfId],
  );
  // Each signal expires on its own: someone who closed the tab never says they stopped.
  useEffect(() => {
    if (typists.length === 0) return;
    const next = Math.min(...typists.map((t) => t.until));
    const timer = setTimeout(
      () => setTypists((now) => now.filter((t) => t.until > Date.now())),
      Math.max(0, next - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [typists]);

  const take = useCallback((incoming: ChatMessage[]) => {
    if (incoming.length === 0) return;
    setMessages((known) => {
      const merged = merge(known, incoming);
      newestId.current = merged.at(-1)?.id ?? 0;
      return merged;
    });
    const confirmed = new Set(incoming.map((message) => message.client_message_id));
    setOutgoing((waiting) => waiting.filter((entry) => !confirmed.has(entry.client_message_id)));
  }, []);

  const load = useCallback(() => {
    setStatus('loading');
    api
      .request(endpoints.chatMessages, { params: { id: roomId }, quiet: true })
      .then((page) => {
        take(page.messages);
        setHasOlder(page.has_more);
        setStatus('ready');
      })
      .catch(() => setStatus('error'));
  }, [api, roomId, take]);

  useEffect(() => {
    setMessages([]);
    newestId.current = 0;
    load();
  }, [load]);

  // Live messages, once the first page is in: the subscription names the newest id it holds.
  useEffect(() => {
    if (status !== 'ready') return;
    const subscribed = cable.subscribe(
      CHAT_CHANNEL,
      (message: ChatChannelMessage) => {
        if (message.type === 'message_created') {
          take([message.data]);
          // Whoever just sent has stopped typing that message.
          if (message.data.author) stoppedTyping(message.data.author.id);
        } else if (message.type === 'typing') heardTyping(message.data);
        // The page shows the room's closed state; a `read` changes nothing it shows, so no refetch.
        else if (message.type === 'room_closed')
          void queryClient.invalidateQueries({ queryKey: chatKeys.room(roomId) });
      },
      { room_id: roomId, after: newestId.current },
    );
    subscription.current = subscribed;
    if (Date.now() - typedAt.current < CHAT_TYPING_SHOWN_MS) {
      saidTypingAt.current = Date.now();
      subscribed.perform(CHAT_TYPING_ACTION);
    }
    return () => {
      subscription.current = null;
      subscribed();
    };
  }, [cable, heardTyping, queryClient, roomId, status, stoppedTyping, take]);

  /** The member is writing: said at most once per CHAT_TYPING_THROTTLE_MS; lost while offline, as it may be. */
  const sayTyping = useCallback(() => {
    const now = Date.now();
    typedAt.current = now;
    if (!subscription.current || now - saidTypingAt.current < CHAT_TYPING_THROTTLE_MS) return;
    saidTypingAt.current = now;
    subscription.current.perform(CHAT_TYPING_ACTION);
  }, []);

  // The socket came back: ask for what was posted while it was down.
  useBusEvent('realtime.status', (event) => {
    if (!event.connected) {
      wasDisconnected.current = true;
      return;
    }
    if (!wasDisconnected.current || status !== 'ready') return;
    wasDisconnected.current = false;
    void api
      .request(endpoints.chatMessages, {
        params: { id: roomId },
        query: { after: newestId.current },
        quiet: true,
      })
      .then((page) => take(page.messages))
      .catch(() => undefined);
  });

  const loadOlder = useCallback(() => {
    const oldest = messages[0]?.id;
    if (!oldest || loadingOlder) return;
    setLoadingOlder(true);
    api
      .request(endpoints.chatMessages, { params: { id: roomId }, query: { before: oldest }, quiet: true })
      .then((page) => {
        take(page.messages);
        setHasOlder(page.has_more);
      })
      .catch(() => undefined)
      .finally(() => setLoadingOlder(false));
  }, [api, loadingOlder, messages, roomId, take]);

  const deliver = useCallback(
    (entry: OutgoingMessage) => {
      const body = {
        client_message_id: entry.client_message_id,
        text: entry.text,
        mentions: entry.mentions,
        mention_all: entry.mention_all,
        attachment_ids: entry.attachments.map((item) => item.id),
      };
      api
        .request(endpoints.sendChatMessage, { params: { id: roomId }, body, quiet: true })
        .then((stored) => take([stored]))
        .catch(() =>
          setOutgoing((waiting) =>
            waiting.map((item) =>
              item.client_message_id === entry.client_message_id ? { ...item, state: 'failed' } : item,
            ),
          ),
        );
    },
    [api, roomId, take],
  );

  const send = useCallback(
    (composed: MessageDraft) => {
      const entry: OutgoingMessage = {
        ...composed,
        client_message_id: newClientMessageId(),
        state: 'pending',
      };
      setOutgoing((waiting) => [...waiting, entry]);
      deliver(entry);
    },
    [deliver],
  );

  const retry = useCallback(
    (clientMessageId: string) => {
      const entry = outgoing.find((item) => item.client_message_id === clientMessageId);
      if (!entry) return;
      setOutgoing((waiting) =>
        waiting.map((item) =>
          item.client_message_id === clientMessageId ? { ...item, state: 'pending' } : item,
        ),
      );
      deliver({ ...entry, state: 'pending' });
    },
    [deliver, outgoing],
  );

  const typing = typists.map((t) => t.full_name);
  return {
    messages,
    outgoing,
    status,
    hasOlder,
    loadingOlder,
    typing,
    reload: load,
    loadOlder,
    send,
    retry,
    sayTyping,
  };
}
