import { messages } from '@coachforge/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { Collapsible } from './collapsible';

const withHeight = (height: number) =>
  jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(height);

afterEach(() => jest.restoreAllMocks());

test('tall content is cut behind Show all, which expands it and becomes Show less', async () => {
  withHeight(400);
  renderWithTheme(
    <Collapsible collapseAbovePx={192}>
      <p>Many attachments</p>
    </Collapsible>,
  );
  const toggle = screen.getByRole('button', { name: messages.media.showAll });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  toggle.focus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: messages.media.showLess })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('short content shows whole, without a button', () => {
  withHeight(100);
  renderWithTheme(
    <Collapsible collapseAbovePx={124}>
      <p>One file</p>
    </Collapsible>,
  );
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
