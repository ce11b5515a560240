import { CALENDAR_COMMENT_MAX, messages, type CalendarComment } from '@coachforge/contracts';
import { useMe } from '@coachforge/remote-kit';
import { Button, CommentBox, EmptyState } from '@coachforge/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { QueryState } from '../program-data';
import {
  useCalendarComments,
  useSendCalendarComment,
  type CommentSide,
  type SessionPlace,
} from './use-calendar-comments';

const t = messages.training;

const List = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding: 0;
`;
const Item = styled.li`
  padding: ${({ theme }) => theme.space(2)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
/** A comment is shown as the text it is: React escapes it, line breaks stay. */
const Text = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  margin: ${({ theme }) => theme.space(1)} 0 0;
`;
const Muted = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
`;

function CommentItem({ comment }: { comment: CalendarComment }) {
  return (
    <Item data-testid="calendar-comment">
      <strong>{comment.author?.full_name ?? messages.notifications.someone}</strong>{' '}
      <Muted>{new Date(comment.created_at).toLocaleString('en-GB')}</Muted>
      <Text>{comment.text}</Text>
    </Item>
  );
}

function Thread({ side, place }: { side: CommentSide; place: SessionPlace }) {
  const me = useMe();
  const comments = useCalendarComments(side, place);
  const send = useSendCalendarComment(side, place);
  return (
    <QueryState query={comments}>
      {(data) => (
        <>
          {data.comments.length === 0 ? (
            <EmptyState title={t.noComments} />
          ) : (
            <List aria-label={t.comments}>
              {data.comments.map((comment) => (
                <CommentItem key={comment.id} comment={comment} />
              ))}
            </List>
          )}
          <CommentBox
            label={t.comments}
            people={data.people.filter((person) => person.id !== me?.private.id)}
            maxLength={CALENDAR_COMMENT_MAX}
            sending={send.isPending}
            failed={send.isError}
            onSend={({ text, mentions }, sent) => send.mutate({ text, mentions }, { onSuccess: sent })}
          />
        </>
      )}
    </QueryState>
  );
}

/**
 * A session's comments on a calendar (decision 0228), between the client and the coaches of the program's
 * account: opened on demand, so a week of sessions does not load a week of threads.
 */
export function SessionComments({ side, place }: { side: CommentSide; place: SessionPlace }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section aria-label={t.comments} data-testid={`session-comments-${place.planId}-${place.sessionIndex}`}>
      <Button
        type="button"
        $variant="ghost"
        $size="small"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {t.comments}
      </Button>
      <div id={panelId} hidden={!open}>
        {open ? <Thread side={side} place={place} /> : null}
      </div>
    </section>
  );
}
