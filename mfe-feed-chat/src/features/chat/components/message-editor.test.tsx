import { endpoints, type ChatRoomMember, type Endpoint, type RequestOptions } from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessageEditor } from './message-editor';

const people: ChatRoomMember[] = [
  { id: 1, full_name: 'Sam Coach', avatar_url: null, type_account: 'coach' },
  { id: 7, full_name: 'Alex Athlete', avatar_url: null, type_account: 'client' },
  { id: 8, full_name: 'Alba Runner', avatar_url: null, type_account: 'client' },
];

function open({ community = false } = {}) {
  const onSend = jest.fn();
  const searches: string[] = [];
  const answer = (endpoint: Endpoint<unknown, unknown>, options: RequestOptions<unknown>) => {
    if (endpoint !== endpoints.chatRoomMembers) return undefined;
    const q = String(options.query?.['q[full_name_cont]'] ?? '').toLowerCase();
    searches.push(q);
    return { members: people.filter((p) => p.full_name.toLowerCase().includes(q)), pagination: {} };
  };
  const double = renderWithPlatform(
    <MessageEditor roomId={5} community={community} selfId={1} onSend={onSend} />,
    { me: fakeMe(), request: answer },
  );
  return { ...double, onSend, searches, editor: screen.getByRole('combobox', { name: 'Write a message…' }) };
}

const options = async () =>
  within(await screen.findByRole('listbox', { name: 'Mention suggestions' })).getAllByRole('option');
const selected = () => screen.getByRole('option', { selected: true });

test('typing @ suggests the members, never the signed-in user, and the query narrows the list', async () => {
  const { editor } = open();
  await userEvent.type(editor, 'Hi @');
  expect((await options()).map((o) => o.getAttribute('aria-label'))).toEqual(['Alex Athlete', 'Alba Runner']);
  await userEvent.type(editor, 'alb');
  await waitFor(() =>
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('aria-label'))).toEqual(['Alba Runner']),
  );
});

test('the member search waits for a pause in typing: a name typed at once after @ is searched once', async () => {
  const { editor, searches } = open();
  await userEvent.type(editor, 'Hi @alb');
  await waitFor(() =>
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('aria-label'))).toEqual(['Alba Runner']),
  );
  // CHAT_EDITOR_DEBOUNCE_MS (200 ms, spec 03 section 9): the letters typed in between asked nothing.
  expect(searches).toEqual(['alb']);
});

test('Up and Down wrap around the list, Enter picks, and the mention is sent as the id', async () => {
  const { editor, onSend } = open();
  await userEvent.type(editor, 'Well done @');
  await options();
  expect(selected()).toHaveTextContent('Alex Athlete');
  await userEvent.keyboard('{ArrowUp}');
  expect(selected()).toHaveTextContent('Alba Runner');
  await userEvent.keyboard('{ArrowDown}');
  expect(selected()).toHaveTextContent('Alex Athlete');
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  expect(selected()).toHaveTextContent('Alex Athlete');
  await userEvent.keyboard('{Enter}');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(editor).toHaveValue('Well done @Alex Athlete ');
  await userEvent.type(editor, 'today!{Enter}');
  expect(onSend).toHaveBeenCalledWith({
    text: 'Well done @7 today!',
    mentions: [7],
    mention_all: false,
    attachments: [],
  });
  expect(editor).toHaveValue('');
});

test('Escape closes the list and keeps what was typed; Enter then sends it as it is', async () => {
  const { editor, onSend } = open();
  await userEvent.type(editor, 'email me @');
  await options();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(editor).toHaveValue('email me @');
  await userEvent.keyboard('{Enter}');
  expect(onSend).toHaveBeenCalledWith({
    text: 'email me @',
    mentions: [],
    mention_all: false,
    attachments: [],
  });
});

test('a community offers @all first', async () => {
  const { editor, onSend } = open({ community: true });
  await userEvent.type(editor, '@');
  expect((await options())[0]).toHaveTextContent('@all');
  await userEvent.keyboard('{Enter}');
  await userEvent.type(editor, 'see you at 6{Enter}');
  expect(onSend).toHaveBeenCalledWith({
    text: '@all see you at 6',
    mentions: [],
    mention_all: true,
    attachments: [],
  });
});

test('attachments come from the media library and a message of attachments alone can be sent', async () => {
  const { platform, onSend } = open();
  const plan = { id: 41, title: 'Week 1.pdf', type: 'other' } as never;
  (platform.openMediaLibrary as jest.Mock).mockResolvedValue([plan]);
  await userEvent.click(screen.getByRole('button', { name: 'Attach' }));
  expect(platform.openMediaLibrary).toHaveBeenCalledWith(expect.objectContaining({ mode: 'add', limit: 10 }));
  expect(await screen.findByText('Week 1.pdf')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSend).toHaveBeenCalledWith({ text: '', mentions: [], mention_all: false, attachments: [plan] });
  expect(screen.queryByText('Week 1.pdf')).not.toBeInTheDocument();
});
