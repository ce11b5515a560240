import {
  ApiRequestError,
  endpoints,
  messages,
  type MediaItem,
  type Program,
  type ProgramAttachment,
} from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeProgram } from '../../testing/program-fakes';
import { AttachmentsPanel } from './attachments-panel';

const guide: ProgramAttachment = {
  id: 31,
  title: 'Guide.pdf',
  kind: 'other',
  file_size: 2_400_000,
  content_type: 'application/pdf',
};
const plan: ProgramAttachment = {
  id: 32,
  title: 'Meal plan.png',
  kind: 'image',
  file_size: 40_000,
  content_type: 'image/png',
};
const picked = { id: 33, title: 'Warm-up.mp4', kind: 'video', file_size: 9_000_000 } as MediaItem;
const withFiles = (attachments: ProgramAttachment[]): Program => fakeProgram({ attachments });
const sent = (requests: { path: string; options: { body?: unknown } }[]) =>
  requests.filter((r) => r.path === endpoints.setProgramAttachments.path).map((r) => r.options.body);

test('the attachments are listed in order with their kind and size', () => {
  renderWithPlatform(<AttachmentsPanel program={withFiles([guide, plan])} />, { me: fakeMe() });
  const rows = within(screen.getByTestId('program-attachments')).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringContaining('Guide.pdf'),
    expect.stringContaining('Meal plan.png'),
  ]);
  expect(rows[0]).toHaveTextContent('Other · 2.3 MB');
  expect(rows[1]).toHaveTextContent('Image · 39 KB');
});

test('a program without attachments says so', () => {
  renderWithPlatform(<AttachmentsPanel program={withFiles([])} />, { me: fakeMe() });
  expect(screen.getByText('No attachments yet.')).toBeInTheDocument();
});

test('files picked in the media library are added at the end, one already attached is not added twice', async () => {
  const { platform, requests } = renderWithPlatform(<AttachmentsPanel program={withFiles([guide])} />, {
    me: fakeMe(),
    request: () => withFiles([guide, { ...picked, content_type: null } as ProgramAttachment]),
  });
  jest.mocked(platform.openMediaLibrary).mockResolvedValue([{ ...guide, type: 'other' } as never, picked]);
  await userEvent.click(screen.getByRole('button', { name: 'Add from library' }));
  await waitFor(() => expect(sent(requests)).toEqual([{ media_ids: [31, 33] }]));
  expect(platform.openMediaLibrary).toHaveBeenCalledWith({ mode: 'add', multiple: true });
});

test('a file moves down and is removed with the keyboard, each change saved as the whole list', async () => {
  const { requests } = renderWithPlatform(<AttachmentsPanel program={withFiles([guide, plan])} />, {
    me: fakeMe(),
    request: () => withFiles([guide, plan]),
  });
  expect(screen.getByRole('button', { name: 'Move Guide.pdf up' })).toBeDisabled();
  screen.getByRole('button', { name: 'Move Guide.pdf down' }).focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(sent(requests)).toEqual([{ media_ids: [32, 31] }]));
  await userEvent.click(screen.getByRole('button', { name: 'Remove Meal plan.png' }));
  await waitFor(() => expect(sent(requests)).toHaveLength(2));
  expect(sent(requests)[1]).toEqual({ media_ids: [31] });
});

test('a refusal of the API is shown and the list stays as it was', async () => {
  renderWithPlatform(<AttachmentsPanel program={withFiles([guide])} />, {
    me: fakeMe(),
    request: () => {
      throw new ApiRequestError(
        422,
        { error: messages.programs.attachmentNotYours, errors: {} },
        messages.programs.attachmentNotYours,
      );
    },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Remove Guide.pdf' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.programs.attachmentNotYours);
  expect(screen.getByTestId('attachment-31')).toBeInTheDocument();
});
