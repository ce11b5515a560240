import {
  endpoints,
  LEADERBOARD_CHANNEL,
  type Endpoint,
  type LeaderboardComment,
  type LeaderboardCommentRequest,
  type LeaderboardComments,
  type RequestOptions,
} from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LeaderboardCommentsPage } from './leaderboard-comments-page';

const html = '<img src=x onerror=alert(1)>';
const comment = (id: number, text: string): LeaderboardComment => ({
  id,
  board_kind: 'daily',
  board_id: 3,
  result_id: 'r-ana',
  author: { id: 1, full_name: 'Casey Coach' },
  text,
  mentions: [],
  created_at: '2026-11-25T10:00:00Z',
});

function open(send: (body: LeaderboardCommentRequest) => LeaderboardComment | Promise<LeaderboardComment>) {
  const stored: LeaderboardComment[] = [comment(1, `Nice ${html}`)];
  const sent: LeaderboardCommentRequest[] = [];
  const answer = async (endpoint: Endpoint<unknown, unknown>, options: RequestOptions<unknown>) => {
    if (endpoint === endpoints.leaderboardComments) {
      expect(options.params).toEqual({ kind: 'daily', board_id: 3 });
      expect(options.query).toEqual({ result_id: 'r-ana' });
      const list: LeaderboardComments = {
        comments: [...stored],
        people: [
          { id: 7, full_name: 'Ana Lima' },
          { id: 8, full_name: 'Ben Okafor' },
        ],
        score_owner: { id: 7, full_name: 'Ana Lima' },
      };
      return list;
    }
    if (endpoint === endpoints.createLeaderboardComment) {
      const body = options.body as LeaderboardCommentRequest;
      sent.push(body);
      const made = await send(body);
      stored.push(made);
      return made;
    }
    return undefined;
  };
  const double = renderWithPlatform(<LeaderboardCommentsPage kind="daily" />, {
    me: fakeMe(),
    request: answer,
    route: '/leaderboards/daily/3/comments/r-ana',
    path: '/leaderboards/daily/:id/comments/:result_id',
  });
  return { sent, platform: double.platform };
}

test('comments on a score show as text, and a comment with a mention is sent with the person’s id', async () => {
  const { sent } = open((body) => comment(2, body.text));
  expect(await screen.findByRole('heading', { name: "Comments on Ana Lima's score" })).toBeInTheDocument();
  expect(await screen.findByText(`Nice ${html}`)).toBeInTheDocument();
  expect(document.querySelector('img')).toBeNull();

  const box = screen.getByRole('textbox', { name: 'Your comment' });
  const send = screen.getByRole('button', { name: 'Send' });
  expect(send).toBeDisabled();
  await userEvent.type(box, '   ');
  expect(send).toBeDisabled();

  await userEvent.clear(box);
  await userEvent.type(box, 'Great pace');
  await userEvent.click(screen.getByRole('button', { name: '@Ben Okafor' }));
  expect(box).toHaveValue('Great pace @Ben Okafor ');
  await userEvent.click(send);
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ text: 'Great pace @Ben Okafor ', result_id: 'r-ana', mentions: [8] });
  expect(await screen.findByText('Great pace @Ben Okafor')).toBeInTheDocument();
  await waitFor(() => expect(box).toHaveValue(''));
});

test('a send is blocked while it is under way, and a failed one keeps the text', async () => {
  let release: (value: LeaderboardComment) => void = () => undefined;
  let fail = false;
  const { sent } = open((body) => {
    if (fail) throw new Error('offline');
    return new Promise<LeaderboardComment>((resolve) => {
      release = () => resolve(comment(3, body.text));
    });
  });
  const box = await screen.findByRole('textbox', { name: 'Your comment' });
  await userEvent.type(box, 'Who is next?');
  await userEvent.keyboard('{Tab}');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true'),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(sent).toHaveLength(1);
  release(comment(3, 'Who is next?'));
  await waitFor(() => expect(box).toHaveValue(''));

  fail = true;
  await userEvent.type(box, 'Try this');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText(/Your comment was not sent/)).toBeInTheDocument();
  expect(box).toHaveValue('Try this');
});

test('the comment a notification points at is marked', async () => {
  renderWithPlatform(<LeaderboardCommentsPage kind="daily" />, {
    me: fakeMe(),
    request: () => ({
      comments: [comment(1, 'First'), comment(2, 'Second')],
      people: [],
      score_owner: { id: 7, full_name: 'Ana Lima' },
    }),
    route: '/leaderboards/daily/3/comments/r-ana/2',
    path: '/leaderboards/daily/:id/comments/:result_id/:comment_id',
  });
  const items = await screen.findAllByTestId('leaderboard-comment');
  expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'true']);
});

test('a mention edited into a longer word no longer counts', async () => {
  const { sent } = open((body) => comment(2, body.text));
  const box = await screen.findByRole('textbox', { name: 'Your comment' });
  await userEvent.click(screen.getByRole('button', { name: '@Ben Okafor' }));
  await userEvent.click(screen.getByRole('button', { name: '@leaderboard (everyone on the board)' }));
  expect(box).toHaveValue('@Ben Okafor @leaderboard ');
  await userEvent.clear(box);
  await userEvent.type(box, '@Ben Okafors and @leaderboards');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ mentions: [], mention_all: false });
});

test('a comment another coach writes on this score appears without a reload, once; others’ scores do not', async () => {
  const { platform } = open((body) => comment(9, body.text));
  await screen.findByText(`Nice ${html}`);
  const subscribe = platform.cable.subscribe as jest.Mock;
  await waitFor(() =>
    expect(subscribe).toHaveBeenCalledWith(LEADERBOARD_CHANNEL, expect.any(Function), {
      kind: 'daily',
      board_id: 3,
    }),
  );
  const hear = subscribe.mock.calls.find((call) => call[0] === LEADERBOARD_CHANNEL)![1] as (
    m: unknown,
  ) => void;
  const live = { ...comment(5, 'Live from a teammate'), author: { id: 2, full_name: 'Tess Mate' } };
  act(() => hear({ type: 'comment_created', data: live }));
  act(() => hear({ type: 'comment_created', data: live }));
  act(() => hear({ type: 'comment_created', data: { ...comment(6, 'On Ben’s score'), result_id: 'r-ben' } }));
  expect(await screen.findAllByText('Live from a teammate')).toHaveLength(1);
  expect(screen.queryByText('On Ben’s score')).toBeNull();
});
