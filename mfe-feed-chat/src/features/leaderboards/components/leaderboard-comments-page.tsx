import {
  canSendComment,
  LEADERBOARD_COMMENT_MAX,
  LEADERBOARD_MENTION_ALL,
  mentionsStillIn,
  messages,
  type LeaderboardComment,
  type LeaderboardKind,
  type LeaderboardPerson,
} from '@coachforge/contracts';
import { QueryState, useRoutePath } from '@coachforge/remote-kit';
import { Button, EmptyState, Notice, Page, Skeleton, TextArea } from '@coachforge/ui';
import { idFrom } from '../../../components/id-from';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import {
  useLeaderboardComments,
  useLiveLeaderboardComments,
  useSendLeaderboardComment,
} from '../leaderboard-calls';
import { LeaderboardNav, List, Muted } from './leaderboard-nav';

const l = messages.leaderboards;

const Item = styled.li<{ $shown: boolean }>`
  padding: ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $shown }) => ($shown ? theme.colors.surface : 'transparent')};
`;
/** A comment is shown as the text it is: React escapes it, line breaks stay. */
const Text = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  margin: ${({ theme }) => theme.space(1)} 0 0;
`;
const Mentions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0;
`;

/** A comment; the one a notification pointed at (comment_id in the address) is marked and scrolled to. */
function CommentItem({ comment, shown }: { comment: LeaderboardComment; shown: boolean }) {
  return (
    <Item
      data-testid="leaderboard-comment"
      $shown={shown}
      aria-current={shown ? 'true' : undefined}
      ref={(element) => {
        if (shown) element?.scrollIntoView?.({ block: 'nearest' });
      }}
    >
      <strong>{comment.author?.full_name ?? messages.notifications.someone}</strong>{' '}
      <Muted>{new Date(comment.created_at).toLocaleString('en-GB')}</Muted>
      <Text>{comment.text}</Text>
    </Item>
  );
}

/**
 * The comment box (spec 02 section 5's rule, `canSendComment`): sending needs words once trimmed and is
 * blocked while a send is under way; a failed send keeps the text. Mentions are chosen from the board's people: the
 * name goes into the text, the id travels with it.
 */
function CommentBox({
  kind,
  boardId,
  resultId,
  people,
}: {
  kind: LeaderboardKind;
  boardId: number;
  resultId: string | null;
  people: LeaderboardPerson[];
}) {
  const [text, setText] = useState('');
  const [mentioned, setMentioned] = useState<LeaderboardPerson[]>([]);
  const [everyone, setEveryone] = useState(false);
  const send = useSendLeaderboardComment(kind, boardId, resultId);
  const sendable = canSendComment({ text, sending: send.isPending });

  const mention = (person: LeaderboardPerson | null) => {
    const label = `@${person ? person.full_name : LEADERBOARD_MENTION_ALL}`;
    setText((current) => `${current}${current === '' || current.endsWith(' ') ? '' : ' '}${label} `);
    if (person)
      setMentioned((current) => (current.some((p) => p.id === person.id) ? current : [...current, person]));
    else setEveryone(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sendable) return;
    // A name taken out of the text is no longer a mention.
    const picked = [
      ...mentioned.map((person) => ({ id: person.id, label: person.full_name })),
      ...(everyone ? [{ id: null, label: LEADERBOARD_MENTION_ALL }] : []),
    ];
    const still = new Set(mentionsStillIn(text, picked).mentions.map((mention) => mention.id));
    const mentions = mentioned.filter((person) => still.has(person.id)).map((person) => person.id);
    send.mutate(
      { text, result_id: resultId, mentions, mention_all: still.has(null) },
      {
        onSuccess: () => {
          setText('');
          setMentioned([]);
          setEveryone(false);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label={l.comments}>
      <TextArea
        label={l.commentLabel}
        value={text}
        maxLength={LEADERBOARD_COMMENT_MAX}
        rows={3}
        onChange={(event) => setText(event.target.value)}
      />
      {people.length > 0 ? (
        <Mentions role="group" aria-label={l.mentionLabel}>
          <Button type="button" $variant="ghost" $size="small" onClick={() => mention(null)}>
            {l.mentionEveryone(LEADERBOARD_MENTION_ALL)}
          </Button>
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
      {send.isError ? <Notice tone="error">{l.sendFailed}</Notice> : null}
      {/* While sending, the button says it is busy (and ignores presses) rather than greying out. */}
      <Button type="submit" disabled={!send.isPending && !sendable} loading={send.isPending}>
        {l.send}
      </Button>
    </form>
  );
}

/** /leaderboards/daily/:id/comments and /leaderboards/challenges/:id/comments, optionally on one score. */
export function LeaderboardCommentsPage({ kind }: { kind: LeaderboardKind }) {
  const params = useParams();
  const boardId = idFrom(params.id);
  const resultId = params.result_id ?? null;
  const path = useRoutePath();
  const comments = useLeaderboardComments(kind, boardId, resultId);
  useLiveLeaderboardComments(kind, boardId, resultId);
  const boardRoute = kind === 'daily' ? 'daily_leaderboard' : 'challenge_leaderboard';
  const route = kind === 'daily' ? 'daily-leaderboard-comments' : 'challenges-leaderboard-comments';
  const owner = comments.data?.score_owner ?? null;
  return (
    <Page data-testid="feed_chat-page" data-route={route} aria-labelledby="leaderboard-comments-title">
      <h1 id="leaderboard-comments-title">{owner ? l.commentsOnScore(owner.full_name) : l.comments}</h1>
      <LeaderboardNav current={kind} />
      <p>
        <Link to={path(boardRoute, { id: boardId })}>{l.backToBoard}</Link>
      </p>
      <QueryState query={comments} errorTitle={l.loadFailed} loading={<Skeleton />}>
        {(data) => (
          <>
            {data.comments.length === 0 ? (
              <EmptyState title={l.noComments} />
            ) : (
              <List aria-label={l.comments}>
                {data.comments.map((comment) => (
                  <CommentItem
                    key={comment.id}
                    comment={comment}
                    shown={String(comment.id) === params.comment_id}
                  />
                ))}
              </List>
            )}
            <CommentBox kind={kind} boardId={boardId} resultId={resultId} people={data.people} />
          </>
        )}
      </QueryState>
    </Page>
  );
}
