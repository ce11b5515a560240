import { canSendComment, mentionsStillIn, messages } from '@coachforge/contracts';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../button/button';
import { Notice } from '../notice/notice';
import { TextArea } from '../text-area/text-area';

const Mentions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0;
`;

export interface CommentPerson {
  id: number;
  full_name: string;
}

/** What a comment box sends: the text as typed, the ids of the people still named in it, and @everyone. */
export interface CommentDraft {
  text: string;
  mentions: number[];
  mention_all: boolean;
}

export interface CommentBoxProps {
  /** The form's accessible name ("Comments"). */
  label: string;
  /** Whom the comment may mention (the signed-in person is left out by the caller). */
  people: readonly CommentPerson[];
  /** A mention of everyone (the leaderboard's @leaderboard): its word and the button's text. */
  everyone?: { token: string; label: string };
  maxLength: number;
  /** A send is under way: the button says it is busy and presses are ignored. */
  sending: boolean;
  /** The last send failed: the text stays in the box and a notice says so. */
  failed: boolean;
  /** Sends the draft; `sent` empties the box once the send succeeded. */
  onSend: (draft: CommentDraft, sent: () => void) => void;
}

/**
 * The comment box of leaderboards and calendars (spec 02 section 5's rule, `canSendComment`): sending
 * needs words once trimmed and is blocked while a send is under way; a failed send keeps the text.
 * Mentions are chosen from the people given: the name goes into the text, the id travels with it, and a
 * name taken out of the text is no longer a mention.
 */
export function CommentBox({ label, people, everyone, maxLength, sending, failed, onSend }: CommentBoxProps) {
  const [text, setText] = useState('');
  const [mentioned, setMentioned] = useState<CommentPerson[]>([]);
  const [all, setAll] = useState(false);
  const sendable = canSendComment({ text, sending });

  const mention = (person: CommentPerson | null) => {
    const name = person ? person.full_name : (everyone?.token ?? '');
    setText((current) => `${current}${current === '' || current.endsWith(' ') ? '' : ' '}@${name} `);
    if (person)
      setMentioned((current) => (current.some((p) => p.id === person.id) ? current : [...current, person]));
    else setAll(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sendable) return;
    const picked = [
      ...mentioned.map((person) => ({ id: person.id as number | null, label: person.full_name })),
      ...(all && everyone ? [{ id: null, label: everyone.token }] : []),
    ];
    const still = new Set(mentionsStillIn(text, picked).mentions.map((m) => m.id));
    onSend(
      {
        text,
        mentions: mentioned.filter((person) => still.has(person.id)).map((person) => person.id),
        mention_all: still.has(null),
      },
      () => {
        setText('');
        setMentioned([]);
        setAll(false);
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label={label}>
      <TextArea
        label={messages.comments.label}
        value={text}
        maxLength={maxLength}
        rows={3}
        onChange={(event) => setText(event.target.value)}
      />
      {people.length > 0 || everyone ? (
        <Mentions role="group" aria-label={messages.comments.mention}>
          {everyone ? (
            <Button type="button" $variant="ghost" $size="small" onClick={() => mention(null)}>
              {everyone.label}
            </Button>
          ) : null}
          {people.map((person) => (
            <Button
              key={person.id}
              type="button"
              $variant="ghost"
              $size="small"
              onClick={() => mention(person)}
            >
              @{person.full_name}
            </Button>
          ))}
        </Mentions>
      ) : null}
      {failed ? <Notice tone="error">{messages.comments.sendFailed}</Notice> : null}
      {/* While sending, the button says it is busy (and ignores presses) rather than greying out. */}
      <Button type="submit" disabled={!sending && !sendable} loading={sending}>
        {messages.comments.send}
      </Button>
    </form>
  );
}
