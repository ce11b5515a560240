/**
 * The text rules of a chat message (spec 03 section 4.8), shared by the editor that writes a message and
 * the API that stores it. A mention travels inside the text as `@` plus the person's id (`@all` for the
 * whole community); the message carries the ids it mentions, and only those are shown as names.
 */

/** `@all` notifies every member of a community. */
export const MENTION_ALL = 'all';

/** Non-breaking spaces become plain ones, trailing whitespace goes, more than two blank lines become one. */
export function normaliseMessageText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{4,}/g, '\n\n')
    .trimEnd();
}

/** The token a mention of this person (or of everyone) becomes in the stored text. */
export const mentionToken = (id: number | typeof MENTION_ALL) => `@${id}`;

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Which of the mentions picked while writing are still in the text, as `@` plus their label: a mention
 * edited out of the text no longer counts. A label counts only when no letter or digit follows it (`@Ann`
 * is not in `@Anna`), and longer labels are looked for first and taken out (`@Ann` is not in `@Ann Lee`).
 * `text` comes back with each one found replaced by `tokenOf(mention)`, or as it was without `tokenOf`.
 */
export function mentionsStillIn<M extends { label: string }>(
  text: string,
  picked: readonly M[],
  tokenOf?: (mention: M) => string,
): { mentions: M[]; text: string } {
  let rest = text;
  const found: M[] = [];
  const longestFirst = [...picked].sort((a, b) => b.label.length - a.label.length);
  for (const mention of longestFirst) {
    const pattern = new RegExp(`@${escapeForPattern(mention.label)}(?![\\p{L}\\p{N}])`, 'gu');
    if (!pattern.test(rest)) continue;
    rest = rest.replace(pattern, tokenOf ? tokenOf(mention) : '\u0000');
    found.push(mention);
  }
  return { mentions: found, text: tokenOf ? rest : text };
}

export type MessageSegment =
  { kind: 'text'; text: string } | { kind: 'mention'; id: number | typeof MENTION_ALL; label: string };

/**
 * The stored text split into plain text and mentions, for showing it as text. Only ids the message names
 * among its mentions become names; any other `@123` stays what the author typed.
 */
export function messageSegments(
  text: string,
  mentioned: readonly { id: number; full_name: string }[],
  mentionAll: boolean,
): MessageSegment[] {
  const names = new Map(mentioned.map((person) => [String(person.id), person.full_name]));
  const segments: MessageSegment[] = [];
  let rest = 0;
  for (const match of text.matchAll(/@(all|\d{1,15})\b/g)) {
    const token = match[1]!;
    const isAll = token === MENTION_ALL;
    if (isAll ? !mentionAll : !names.has(token)) continue;
    if (match.index > rest) segments.push({ kind: 'text', text: text.slice(rest, match.index) });
    segments.push(
      isAll
        ? { kind: 'mention', id: MENTION_ALL, label: '@all' }
        : { kind: 'mention', id: Number(token), label: `@${names.get(token)!}` },
    );
    rest = match.index + match[0].length;
  }
  if (rest < text.length) segments.push({ kind: 'text', text: text.slice(rest) });
  return segments;
}

/** The message as one line of plain text with names for mentions (lists, notifications). */
export const messagePreview = (
  text: string,
  mentioned: readonly { id: number; full_name: string }[],
  mentionAll: boolean,
) =>
  messageSegments(text, mentioned, mentionAll)
    .map((segment) => (segment.kind === 'text' ? segment.text : segment.label))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
