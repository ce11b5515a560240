import { messages } from '@coachforge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { PopoverPanel } from './popover-panel';

/** A window of this width, as far as CSS media queries are concerned. */
function windowWidth(width: number) {
  window.matchMedia = jest.fn((query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    } as unknown as MediaQueryList;
  });
}

const realMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

function Checklist({ sheetOnMobile = false }: { sheetOnMobile?: boolean }) {
  return (
    <PopoverPanel
      label="Get Started 1/2"
      title="Get Started"
      testId="checklist"
      sheetOnMobile={sheetOnMobile}
    >
      {(close) => (
        <ul>
          <li>✓ Sign up</li>
          <li>
            <button type="button" onClick={close}>
              Watch the tour
            </button>
          </li>
        </ul>
      )}
    </PopoverPanel>
  );
}

test('the panel opens from the keyboard with focus inside, and Escape returns focus to its button', async () => {
  renderWithTheme(<Checklist />);
  const trigger = screen.getByTestId('checklist');
  expect(trigger).toHaveTextContent('Get Started 1/2');
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  const panel = screen.getByRole('dialog', { name: 'Get Started' });
  expect(panel).toHaveTextContent('Sign up');
  await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(trigger).toHaveFocus());
});

test('an action in the panel can close it', async () => {
  renderWithTheme(<Checklist />);
  await userEvent.click(screen.getByTestId('checklist'));
  await userEvent.click(screen.getByRole('button', { name: 'Watch the tour' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test.each`
  width     | layout
  ${797}    | ${'sheet'}
  ${797.98} | ${'sheet'}
  ${798}    | ${'popover'}
  ${1280}   | ${'popover'}
`('at $width px wide a panel that turns mobile opens as a $layout', async ({ width, layout }) => {
  windowWidth(width);
  renderWithTheme(<Checklist sheetOnMobile />);
  await userEvent.click(screen.getByTestId('checklist'));
  expect(screen.getByRole('dialog', { name: 'Get Started' })).toHaveAttribute('data-layout', layout);
});

test('the mobile sheet has its title and a close button that gives focus back', async () => {
  windowWidth(375);
  renderWithTheme(<Checklist sheetOnMobile />);
  const trigger = screen.getByTestId('checklist');
  await userEvent.click(trigger);
  const sheet = screen.getByRole('dialog', { name: 'Get Started' });
  expect(screen.getByRole('heading', { name: 'Get Started' })).toBeInTheDocument();
  await userEvent.click(within(sheet).getByRole('button', { name: messages.ui.close }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(trigger).toHaveFocus());
});

test('a panel that does not turn mobile stays a popover on a phone', async () => {
  windowWidth(375);
  renderWithTheme(<Checklist />);
  await userEvent.click(screen.getByTestId('checklist'));
  expect(screen.getByRole('dialog', { name: 'Get Started' })).toHaveAttribute('data-layout', 'popover');
});
