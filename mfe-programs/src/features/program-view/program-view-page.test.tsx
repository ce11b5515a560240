import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakePriceOption, fakeProgram } from '../../testing/program-fakes';
import { ProgramDetails, ProgramWaiver } from './program-details';
import { ProgramViewPage } from './program-view-page';

const onProgram = { route: '/7', path: '/:plan_id' };

test('a program’s page names it, shows the tab’s content and moves between tabs by route', async () => {
  const { platform } = renderWithPlatform(
    <ProgramViewPage route="coach_program" content={(program) => <p>Clients of {program.title}</p>} />,
    { me: fakeMe(), ...onProgram, request: () => fakeProgram({ plan_status: 'published' }) },
  );
  expect(await screen.findByTestId('program-title')).toHaveTextContent('Strong Start');
  expect(screen.getByRole('tab', { name: 'Clients' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('Clients of Strong Start')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));
  await waitFor(() =>
    expect(platform.navigate).toHaveBeenCalledWith('coach_program_settings', { plan_id: 7 }),
  );
});

test('a program that cannot be found shows an error with Retry', async () => {
  renderWithPlatform(<ProgramViewPage route="coach_program_view_details" content={() => null} />, {
    me: fakeMe(),
    ...onProgram,
    request: () => {
      throw new Error('Program not found');
    },
  });
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.getByText('Program not found')).toBeInTheDocument();
});

test('details list the live prices only', () => {
  renderWithPlatform(
    <ProgramDetails
      program={fakeProgram({
        original_price: [
          fakePriceOption({ id: 1, price_format: '49.99 USD / monthly' }),
          fakePriceOption({ id: 2, price_format: '9.99 USD / weekly', duration: 'weekly', archived: true }),
        ],
      })}
    />,
    { me: fakeMe() },
  );
  expect(screen.getByTestId('program-details')).toHaveTextContent('49.99 USD / monthly');
  expect(screen.getByTestId('program-details')).not.toHaveTextContent('9.99 USD / weekly');
});

test('the waiver tab shows the text clients accept, or that none is asked', () => {
  const { rendered } = renderWithPlatform(<ProgramWaiver program={fakeProgram()} />, { me: fakeMe() });
  expect(screen.getByTestId('program-waiver')).toHaveTextContent('asks for no waiver');
  rendered.unmount();
  renderWithPlatform(
    <ProgramWaiver
      program={fakeProgram({
        plan_waiver: { show: true, text: 'Train at your own risk.', attachments: [3], attachment_items: [] },
      })}
    />,
    { me: fakeMe() },
  );
  expect(screen.getByTestId('program-waiver')).toHaveTextContent('Train at your own risk.');
  expect(screen.getByTestId('program-waiver')).toHaveTextContent('1 attachment');
});
