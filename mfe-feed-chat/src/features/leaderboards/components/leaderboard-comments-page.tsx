import {
  LEADERBOARD_COMMENT_MAX,
  LEADERBOARD_MENTION_ALL,
  messages,
  type LeaderboardComment,
  type LeaderboardKind,
  type LeaderboardPerson,
} from '@coachforge/contracts';
import { Link, QueryState, useParams, useRoutePath } from '@coachforge/remote-kit';
import { CommentBox, EmptyState, Page, Skeleton } from '@coachforge/ui';
import { idFrom } from '../../../components/id-from';
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

/** The shared comment box on a board or a score: @leaderboard tells everyone on the board. */
function BoardCommentBox({
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
  const send = useSendLeaderboardComment(kind, boardId, resultId);
  return (
    <CommentBox
      label={l.comments}
      people={people}
      everyone={
        people.length > 0
          ? { token: LEADERBOARD_MENTION_ALL, label: l.mentionEveryone(LEADERBOARD_MENTION_ALL) }
          : undefined
      }
      maxLength={LEADERBOARD_COMMENT_MAX}
      sending={send.isPending}
      failed={send.isError}
      onSend={(draft, sent) => send.mutate({ ...draft, result_id: resultId }, { onSuccess: sent })}
    />
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
            <BoardCommentBox kind={kind} boardId={boardId} resultId={resultId} people={data.people} />
          </>
        )}
      </QueryState>
    </Page>
  );
}
