import { messages } from '@coachforge/contracts';
import { defaultUiTheme } from '@coachforge/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { closeThisTab, MultipleTabsPrompt } from './multiple-tabs-prompt';

function renderPrompt() {
  const reload = jest.fn();
  const closeTab = jest.fn();
  render(
    <ThemeProvider theme={defaultUiTheme}>
      <MultipleTabsPrompt open reload={reload} closeTab={closeTab} />
    </ThemeProvider>,
  );
  return { reload, closeTab, dialog: screen.getByRole('dialog', { name: messages.frame.multipleTabsTitle }) };
}

test('the multiple-tabs prompt says they are unsupported and offers Reload or Close, nothing else', async () => {
  const { dialog } = renderPrompt();
  expect(dialog).toHaveTextContent(messages.frame.multipleTabsBody);
  expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
    messages.frame.closeTab,
    messages.accounts.reload,
  ]);
  await userEvent.keyboard('{Escape}');
  expect(screen.getByRole('dialog', { name: messages.frame.multipleTabsTitle })).toBeInTheDocument();
});

test('Reload reloads the tab and Close closes it', async () => {
  const { reload, closeTab } = renderPrompt();
  await userEvent.click(screen.getByRole('button', { name: messages.accounts.reload }));
  expect(reload).toHaveBeenCalledTimes(1);
  expect(closeTab).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: messages.frame.closeTab }));
  expect(closeTab).toHaveBeenCalledTimes(1);
});

test.each`
  browserAllows | emptied
  ${true}       | ${false}
  ${false}      | ${true}
`(
  'closing a tab the browser may close: $browserAllows; emptied instead: $emptied',
  ({ browserAllows, emptied }) => {
    const replace = jest.fn();
    const tab = {
      closed: false,
      close() {
        if (browserAllows) this.closed = true;
      },
      location: { replace } as unknown as Location,
    };
    closeThisTab(tab);
    expect(replace.mock.calls).toEqual(emptied ? [['about:blank']] : []);
  },
);
