import { ApiRequestError, endpoints, messages } from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeProgram } from '../../testing/program-fakes';
import { ReviewPage } from './review-page';
import { SchedulePage } from './schedule-page';

const onProgram = { route: '/7/schedule?create=1', path: '/:plan_id/schedule' };

test('a Fixed Length program is given its weeks, then the review step follows', async () => {
  const { requests, platform } = renderWithPlatform(<SchedulePage />, {
    me: fakeMe(),
    ...onProgram,
    request: (endpoint) =>
      endpoint === endpoints.getProgram ? fakeProgram({ plan_type: 'fixed' }) : fakeProgram(),
  });
  await userEvent.type(await screen.findByLabelText('Length in weeks'), '6');
  expect(screen.queryByLabelText('Launch date (optional)')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() =>
    expect(platform.navigate).toHaveBeenCalledWith('coach_program_edit', { plan_id: 7 }, { create: 1 }),
  );
  expect(requests.at(-1)?.options.body).toEqual({ launch_date: null, weeks: 6, plan_max_buffer: null });
});

test('a group program may have a launch date, and a wrong one is refused before sending', async () => {
  const { requests } = renderWithPlatform(<SchedulePage />, {
    me: fakeMe(),
    ...onProgram,
    request: () => fakeProgram({ plan_type: 'one_many' }),
  });
  expect(await screen.findByLabelText('Launch date (optional)')).toBeInTheDocument();
  expect(screen.queryByLabelText('Length in weeks')).not.toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Weeks of training prepared ahead (buffer)'), '99');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText(/Must be a whole number from 0 to/)).toBeInTheDocument();
  expect(requests.filter((r) => r.path === endpoints.updateProgramSchedule.path)).toHaveLength(0);
});

test('publishing a paid program without a price says why, and publishing it leads to the welcome', async () => {
  let priced = false;
  const { platform } = renderWithPlatform(<ReviewPage sections={() => null} />, {
    me: fakeMe(),
    route: '/7/edit',
    path: '/:plan_id/edit',
    request: (endpoint) => {
      if (endpoint !== endpoints.publishProgram) return fakeProgram();
      if (!priced)
        throw new ApiRequestError(
          422,
          { error: messages.programs.publishNeedsPrice },
          messages.programs.publishNeedsPrice,
        );
      return fakeProgram({ plan_status: 'published' });
    },
  });
  await userEvent.click(await screen.findByTestId('publish-program'));
  expect(await screen.findByText(messages.programs.publishNeedsPrice)).toBeInTheDocument();
  expect(platform.navigate).not.toHaveBeenCalledWith('my_plans_ready');
  priced = true;
  await userEvent.click(screen.getByTestId('publish-program'));
  await waitFor(() => expect(platform.navigate).toHaveBeenCalledWith('my_plans_ready'));
});
