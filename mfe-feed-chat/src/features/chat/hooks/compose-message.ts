import {
  MENTION_ALL,
  mentionsStillIn,
  mentionToken,
  normaliseMessageText,
  type MediaItem,
} from '@coachforge/contracts';

/** A mention picked in the editor: shown as `@Full Name`, sent as `@<id>` (spec 03 section 4.8). */
export interface PickedMention {
  id: number | typeof MENTION_ALL;
  label: string;
}

export interface ComposedMessage {
  text: string;
  mentions: number[];
  mention_all: boolean;
}

/** What the editor hands over: the composed text and the media library items attached to it. */
export interface MessageDraft extends ComposedMessage {
  attachments: MediaItem[];
}

/**
 * What the editor sends: each picked mention still present in the text becomes `@` plus the id; one the
 * writer edited away is dropped; then the message text rules apply.
 */
export function composeMessage(draft: string, picked: readonly PickedMention[]): ComposedMessage {
  const found = mentionsStillIn(draft, picked, (mention) => mentionToken(mention.id));
  const mentions = new Set<number>();
  let mentionAll = false;
  for (const mention of found.mentions) {
    if (mention.id === MENTION_ALL) mentionAll = true;
    else mentions.add(mention.id);
  }
  return { text: normaliseMessageText(found.text), mentions: [...mentions], mention_all: mentionAll };
}

/** The `@query` the caret stands in, if any: where it starts and what has been typed after the @. */
export function activeMention(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@]{0,40})$/.exec(before);
  if (!match) return null;
  return { start: caret - match[2]!.length - 1, query: match[2]! };
}
