import { endpoints, messages, type CalendarComments, type Endpoint } from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionComments } from './session-comments';

const client = fakeMe({ current: { role: 'user', id: 21 }, private: { role: 'user', id: 21 } });

function serve() {
  const thread: CalendarComments = {
    comments: [
      {
        id: 1,
        plan_id: 4,
        athlete_id: 21,
        date: '2026-03-09',
        session_index: 0,
        author: { id: 3, full_name: 'Casey Coach' },
        text: '<img src=x onerror=alert(1)> keep the bar close',
        mentions: [],
        created_at: '2026-03-09T10:00:00.000Z',
      },
    ],
    people: [
      { id: 3, full_name: 'Casey Coach' },
      { id: 21, full_name: 'Ana Lima' },
    ],
  };
  return (endpoint: Endpoint<unknown, unknown>, options: { body?: unknown }) => {
    if (endpoint === endpoints.addClientCalendarComment || endpoint === endpoints.addAthleteCalendarComment) {
      const body = options.body as { text: string; mentions: number[] };
      const stored = {
        ...thread.comments[0]!,
        id: 2,
        author: { id: 21, full_name: 'Ana Lima' },
        text: body.text,
      };
      thread.comments = [...thread.comments, stored];
      return stored;
    }
    return thread;
  };
}

test("a session's comments open on demand, show text as text, and a comment mentioning the coach is sent", async () => {
  const { requests } = renderWithPlatform(
    <SessionComments side={{ kind: 'client' }} place={{ planId: 4, date: '2026-03-09', sessionIndex: 0 }} />,
    { me: client, request: serve() },
  );
  expect(requests).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: messages.training.comments }));
  const list = await screen.findByRole('list', { name: messages.training.comments });
  expect(within(list).getByText(/<img src=x onerror=alert\(1\)> keep the bar close/)).toBeInTheDocument();
  expect(document.querySelector('img')).toBeNull();
  // The signed-in client is not offered as a mention; their coach is.
  expect(screen.queryByRole('button', { name: '@Ana Lima' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '@Casey Coach' }));
  await userEvent.type(screen.getByRole('textbox', { name: messages.comments.label }), 'is this right?');
  await userEvent.click(screen.getByRole('button', { name: messages.comments.send }));
  await waitFor(() => expect(screen.getAllByTestId('calendar-comment')).toHaveLength(2));
  // The read and the post share a path: the post is the one with a body.
  const sent = requests.find((r) => r.path === endpoints.addClientCalendarComment.path && r.options.body)!;
  expect(sent.options.params).toEqual({ plan_id: 4 });
  expect(sent.options.body).toEqual({
    text: '@Casey Coach is this right?',
    mentions: [3],
    date: '2026-03-09',
    session_index: 0,
  });
  expect(screen.getByRole('textbox', { name: messages.comments.label })).toHaveValue('');
});

test("a coach reads and writes the client's thread through the coach's calls", async () => {
  const coach = fakeMe();
  const { requests } = renderWithPlatform(
    <SessionComments
      side={{ kind: 'coach', userId: 21 }}
      place={{ planId: 4, date: '2026-03-09', sessionIndex: 0 }}
    />,
    { me: coach, request: serve() },
  );
  await userEvent.click(screen.getByRole('button', { name: messages.training.comments }));
  await screen.findByRole('list', { name: messages.training.comments });
  expect(requests[0]).toMatchObject({
    path: endpoints.athleteCalendarComments.path,
    options: { params: { plan_id: 4, user_id: 21 }, query: { date: '2026-03-09', session_index: '0' } },
  });
  await userEvent.type(screen.getByRole('textbox', { name: messages.comments.label }), 'Good');
  await userEvent.click(screen.getByRole('button', { name: messages.comments.send }));
  await waitFor(() =>
    expect(
      requests.find((r) => r.path === endpoints.addAthleteCalendarComment.path && r.options.body)?.options
        .body,
    ).toMatchObject({ text: 'Good', mentions: [] }),
  );
});
