import { endpoints, messages, type Checklist } from '@coachforge/contracts';
import { defaultUiTheme } from '@coachforge/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Subject } from 'rxjs';
import { ThemeProvider } from 'styled-components';
import { ChecklistButton } from './checklist-button';
import { HELP_LINKS } from './menu-model';

const m = messages.checklist;

/** The checklist as the API answers it, and every step the browser asked to complete. */
function renderChecklist(tourVideoUrl: string | null) {
  const completed: string[] = [];
  const state: Checklist = { total_points: 4, completed: ['sign_up'], tour_video_url: tourVideoUrl };
  const request = jest.fn(async (endpoint: unknown, options?: { body?: unknown }) => {
    if (endpoint === endpoints.checklist) return state;
    if (endpoint === endpoints.completeChecklistStep) {
      const name = (options?.body as { check_list: { name: string } }).check_list.name;
      completed.push(name);
      return { ...state, completed: ['sign_up', name] };
    }
    throw new Error('unexpected call');
  });
  render(
    <ThemeProvider theme={defaultUiTheme}>
      <ChecklistButton
        api={{ request } as never}
        bus={{ emit: jest.fn(), on: () => new Subject() as never }}
        toast={{ show: jest.fn() }}
      />
    </ThemeProvider>,
  );
  return { completed };
}

const openChecklist = async () =>
  userEvent.click(await screen.findByRole('button', { name: `${m.title} 1/4` }));

test('the tour step is complete once its video is opened in the platform, not when its item is clicked', async () => {
  const { completed } = renderChecklist('https://youtu.be/dQw4w9WgXcQ');
  await openChecklist();
  await userEvent.click(screen.getByRole('button', { name: `○ ${m.steps.video_tour}` }));
  const dialog = await screen.findByTestId('tour-video-dialog');
  expect(screen.getByTitle(m.tourTitle)).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  );
  await waitFor(() => expect(completed).toEqual(['video_tour']));
  expect(dialog).toBeVisible();
  // Closing and reopening the checklist: the step is ticked, no longer a way to the tour.
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  await userEvent.click(await screen.findByRole('button', { name: `${m.title} 2/4` }));
  expect(screen.getByTestId('checklist-step-video_tour')).toHaveAttribute('data-done', 'true');
  expect(completed).toEqual(['video_tour']);
});

test('without a configured video, the step completes when the help centre’s tour is opened, not before', async () => {
  const { completed } = renderChecklist(null);
  await openChecklist();
  await userEvent.click(screen.getByRole('button', { name: `○ ${m.steps.video_tour}` }));
  expect(await screen.findByText(m.tourOnHelpCentre)).toBeVisible();
  expect(completed).toEqual([]);
  const link = screen.getByRole('link', { name: m.tourOpenHelpCentre });
  expect(link).toHaveAttribute('href', HELP_LINKS.demoVideos);
  expect(link).toHaveAttribute('target', '_blank');
  await userEvent.click(link);
  await waitFor(() => expect(completed).toEqual(['video_tour']));
});

test('closing the dialog without opening the help centre leaves the step open', async () => {
  const { completed } = renderChecklist(null);
  await openChecklist();
  await userEvent.click(screen.getByRole('button', { name: `○ ${m.steps.video_tour}` }));
  await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByTestId('tour-video-dialog')).toBeNull());
  expect(completed).toEqual([]);
});
