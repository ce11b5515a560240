import { ApiRequestError, endpoints, messages, type MediaItem } from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeProgram } from '../../testing/program-fakes';
import { SettingsForm } from './settings-form';

test('a custom URL someone else has shows URL taken beside the field', async () => {
  renderWithPlatform(<SettingsForm program={fakeProgram()} />, {
    me: fakeMe(),
    request: () => {
      throw new ApiRequestError(
        422,
        { error: messages.programs.urlTaken, errors: { custom_url: [messages.programs.urlTaken] } },
        messages.programs.urlTaken,
      );
    },
  });
  await userEvent.type(screen.getByRole('textbox', { name: 'Custom URL' }), 'strong-start');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  const field = screen.getByRole('textbox', { name: 'Custom URL' });
  await waitFor(() =>
    expect(field).toHaveAccessibleDescription(expect.stringContaining(messages.programs.urlTaken)),
  );
});

test.each([
  ['strong start!', messages.programs.urlCharacters],
  ['12345', messages.programs.urlOnlyDigits],
])('the custom URL %p is refused before sending', async (typed, message) => {
  const { requests } = renderWithPlatform(<SettingsForm program={fakeProgram()} />, { me: fakeMe() });
  await userEvent.type(screen.getByRole('textbox', { name: 'Custom URL' }), typed);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(requests).toHaveLength(0);
});

test('a private program is saved with its allowed emails and its training visibility', async () => {
  const { requests, platform } = renderWithPlatform(<SettingsForm program={fakeProgram()} />, {
    me: fakeMe(),
    request: () => fakeProgram(),
  });
  await userEvent.click(screen.getByRole('radio', { name: 'Private: only these emails' }));
  await userEvent.click(screen.getByLabelText('Allowed emails (one per line)'));
  await userEvent.paste('ann@example.com\nbo@example.com');
  await userEvent.click(screen.getByRole('radio', { name: 'Days in advance' }));
  await userEvent.type(screen.getByLabelText('Days of training clients see ahead'), '7');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(requests[0]?.path).toBe(endpoints.updateProgramSettings.path));
  expect(requests[0]?.options.body).toMatchObject({
    accessibility: false,
    allowed_emails: ['ann@example.com', 'bo@example.com'],
    training_visibility_days: 7,
  });
  expect(platform.toast.show).toHaveBeenCalledWith({ type: 'congrats', text: 'Saved' });
});

test('a published free program cannot be made paid, and says why', () => {
  renderWithPlatform(
    <SettingsForm program={fakeProgram({ plan_status: 'published', plan_pricing: 'free' })} />,
    { me: fakeMe() },
  );
  expect(screen.getByRole('radio', { name: 'Paid' })).toBeDisabled();
  expect(screen.getByText(messages.programs.freeToPaid)).toBeInTheDocument();
});

test('the waiver’s files are named, picked files join the end, and one removed is left out when saving', async () => {
  const saved = { id: 3, title: 'Terms.pdf', kind: 'other' as const, file_size: 5000, content_type: null };
  const program = fakeProgram({
    plan_waiver: { show: true, text: 'At my own risk', attachments: [3], attachment_items: [saved] },
  });
  const { platform, requests } = renderWithPlatform(<SettingsForm program={program} />, {
    me: fakeMe(),
    request: () => program,
  });
  const list = screen.getByTestId('waiver-attachments');
  expect(list).toHaveTextContent('Terms.pdf');
  jest
    .mocked(platform.openMediaLibrary)
    .mockResolvedValue([{ id: 4, title: 'Health form.pdf', kind: 'other', file_size: 900 } as MediaItem]);
  await userEvent.click(screen.getByRole('button', { name: 'Add attachments' }));
  expect(await within(list).findByText('Health form.pdf')).toBeInTheDocument();
  await userEvent.click(within(list).getByRole('button', { name: 'Move Health form.pdf up' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(requests[0]?.path).toBe(endpoints.updateProgramSettings.path));
  expect(requests[0]?.options.body).toMatchObject({
    plan_waiver: { show: true, text: 'At my own risk', attachments: [4, 3] },
  });
});
