import {
  CHAT_ATTACHMENTS_MAX,
  CHAT_EDITOR_DEBOUNCE_MS,
  MENTION_ALL,
  MENTION_POPUP_WIDTH_PX,
  messages,
  type ChatRoomMember,
  type MediaItem,
} from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { AttachmentList, Avatar, Button } from '@coachforge/ui';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useMemberSearch } from '../api/chat-queries';
import {
  activeMention,
  composeMessage,
  type MessageDraft,
  type PickedMention,
} from '../hooks/compose-message';

const c = messages.chat;

const AttachmentBox = styled.div`
  flex-basis: 100%;
`;
const Editor = styled.form`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-end;
`;
const Input = styled.textarea`
  flex: 1;
  min-height: 44px;
  max-height: 200px;
  resize: vertical;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.inputBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
`;
const Suggestions = styled.ul`
  position: absolute;
  bottom: 100%;
  left: 0;
  width: min(${MENTION_POPUP_WIDTH_PX}px, 100%);
  max-height: 240px;
  overflow-y: auto;
  margin: 0 0 ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: 0 4px 16px rgb(0 0 0 / 12%);
  z-index: 2;
`;
const Suggestion = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  background: ${({ $active, theme }) => ($active ? theme.colors.infoSurface : 'transparent')};
`;

interface Option {
  id: number | typeof MENTION_ALL;
  label: string;
  avatar: string | null;
}

export interface MessageEditorProps {
  roomId: number;
  /** A community offers @all. */
  community: boolean;
  /** The signed-in user, never suggested. */
  selfId: number;
  disabled?: boolean;
  onSend: (message: MessageDraft) => void;
  /** Told on each change that leaves words in the box (the room throttles what it says of it). */
  onTyping?: () => void;
}

/**
 * The chat editor with @-mentions (spec 03 sections 2.5 and 4.8): typing @ opens the members whose name
 * matches what follows; Up and Down wrap, Enter picks, Escape closes. Enter alone sends, Shift+Enter
 * starts a new line. The typed text is handed over on send and cleared only then.
 */
export function MessageEditor({
  roomId,
  community,
  selfId,
  disabled = false,
  onSend,
  onTyping,
}: MessageEditorProps) {
  const { openMediaLibrary } = usePlatform();
  const [draft, setDraft] = useState('');
  const [attachments, setAttachments] = useState<MediaItem[]>([]);
  const [picked, setPicked] = useState<PickedMention[]>([]);
  const [mention, setMention] = useState<{ start: number; query: string } | null>(null);
  const [options, setOptions] = useState<Option[]>([]);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLTextAreaElement>(null);
  const searchMembers = useMemberSearch();
  const listId = useId();
  const open = mention !== null && options.length > 0;

  // A new search when the @query or the @ it belongs to changes, not on every caret move inside it.
  const mentionQuery = mention?.query ?? null;
  const mentionStart = mention?.start ?? null;
  useEffect(() => {
    if (mentionQuery === null) return;
    let current = true;
    const timer = setTimeout(() => {
      searchMembers(roomId, mentionQuery)
        .then((members: ChatRoomMember[]) => {
          if (!current) return;
          const everyone: Option[] =
            community && MENTION_ALL.startsWith(mentionQuery.toLowerCase())
              ? [{ id: MENTION_ALL, label: MENTION_ALL, avatar: null }]
              : [];
          setOptions([
            ...everyone,
            ...members
              .filter((member) => member.id !== selfId)
              .map((member) => ({ id: member.id, label: member.full_name, avatar: member.avatar_url })),
          ]);
          setActive(0);
        })
        .catch(() => current && setOptions([]));
    }, CHAT_EDITOR_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [mentionQuery, mentionStart, roomId, community, searchMembers, selfId]);

  const follow = (text: string, caret: number) => setMention(activeMention(text, caret));

  // After a pick the caret goes behind the inserted name as soon as the new text is in the box, before
  // the next key is handled: set later (on the next frame), a fast typist's next letter landed elsewhere.
  const caretAfterPick = useRef<number | null>(null);
  useLayoutEffect(() => {
    const caret = caretAfterPick.current;
    if (caret === null) return;
    caretAfterPick.current = null;
    input.current?.focus();
    input.current?.setSelectionRange(caret, caret);
  });

  function pick(option: Option) {
    const element = input.current;
    const caret = element?.selectionStart ?? draft.length;
    const inserted = `@${option.label} `;
    const start = mention ? mention.start : caret;
    const next = draft.slice(0, start) + inserted + draft.slice(caret);
    setDraft(next);
    setPicked((all) => [...all.filter((m) => m.id !== option.id), { id: option.id, label: option.label }]);
    setMention(null);
    setOptions([]);
    caretAfterPick.current = start + inserted.length;
  }

  function send() {
    const composed = composeMessage(draft, picked);
    if ((composed.text.trim() === '' && attachments.length === 0) || disabled) return;
    onSend({ ...composed, attachments });
    setDraft('');
    setAttachments([]);
    setPicked([]);
    setMention(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((index) => (index + step + options.length) % options.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        pick(options[active]!);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setMention(null);
        setOptions([]);
        return;
      }
    }
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      send();
    }
  }

  return (
    <Editor
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {open ? (
        <Suggestions id={listId} role="listbox" aria-label="Mention suggestions">
          {options.map((option, index) => (
            <Suggestion
              key={String(option.id)}
              id={`${listId}-${String(option.id)}`}
              role="option"
              aria-label={option.id === MENTION_ALL ? `@all, ${c.everyone}` : option.label}
              aria-selected={index === active}
              $active={index === active}
              onMouseDown={(event) => {
                event.preventDefault();
                pick(option);
              }}
            >
              {option.id === MENTION_ALL ? (
                <span>
                  <strong>@all</strong> · {c.everyone}
                </span>
              ) : (
                <>
                  <Avatar name={option.label} src={option.avatar} size={24} decorative />
                  <span>{option.label}</span>
                </>
              )}
            </Suggestion>
          ))}
        </Suggestions>
      ) : null}
      <Input
        ref={input}
        aria-label={c.placeholder}
        placeholder={c.placeholder}
        value={draft}
        disabled={disabled}
        role="combobox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={open ? `${listId}-${String(options[active]?.id)}` : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          if (event.target.value.trim() !== '') onTyping?.();
          follow(event.target.value, event.target.selectionStart);
        }}
        onClick={(event) => follow(draft, event.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
        onBlur={() => setMention(null)}
      />
      <Button
        type="button"
        $variant="secondary"
        disabled={disabled}
        onClick={() =>
          void openMediaLibrary({
            mode: 'add',
            multiple: true,
            limit: CHAT_ATTACHMENTS_MAX,
            selected: attachments,
          })
            .then(setAttachments)
            .catch(() => undefined)
        }
      >
        {c.attach}
      </Button>
      <Button type="submit" disabled={disabled || (draft.trim() === '' && attachments.length === 0)}>
        {c.send}
      </Button>
      {attachments.length > 0 ? (
        <AttachmentBox>
          <AttachmentList
            label={c.attachments}
            attachments={attachments}
            onRemove={(item) => setAttachments((all) => all.filter((other) => other.id !== item.id))}
          />
        </AttachmentBox>
      ) : null}
    </Editor>
  );
}
