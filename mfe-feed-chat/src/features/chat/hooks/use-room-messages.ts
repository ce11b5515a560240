import { CHAT_CHANNEL, endpoints, type ChatChannelMessage, type ChatMessage } from '@coachforge/contracts';
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
 */
export function useRoomMessages(roomId: number) {
  const { api, cable, queryClient } = usePlatform();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [hasOlder, setHasOlder] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const newestId = useRef(0);
  const wasDisconnected = useRef(false);

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
    return cable.subscribe(
      CHAT_CHANNEL,
      (message: ChatChannelMessage) => {
        if (message.type === 'message_created') take([message.data]);
        // The page shows the room's closed state; a `read` changes nothing it shows, so no refetch.
        else if (message.type === 'room_closed')
          void queryClient.invalidateQueries({ queryKey: chatKeys.room(roomId) });
      },
      { room_id: roomId, after: newestId.current },
    );
  }, [cable, queryClient, roomId, status, take]);

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

  return { messages, outgoing, status, hasOlder, loadingOlder, reload: load, loadOlder, send, retry };
}
