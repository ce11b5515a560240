import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { Tab, TabList, TabPanel, Tabs } from './tabs';

function Library() {
  return (
    <Tabs>
      <TabList aria-label="Media">
        <Tab id="videos">Videos</Tab>
        <Tab id="files">Files</Tab>
        <Tab id="links" isDisabled>
          Links
        </Tab>
      </TabList>
      <TabPanel id="videos">All videos</TabPanel>
      <TabPanel id="files">All files</TabPanel>
      <TabPanel id="links">All links</TabPanel>
    </Tabs>
  );
}

test('the arrows move between tabs and show their panel', async () => {
  renderWithTheme(<Library />);
  expect(screen.getByRole('tabpanel')).toHaveTextContent('All videos');
  await userEvent.tab();
  expect(screen.getByRole('tab', { name: 'Videos' })).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Files' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('All files');
});

test('a disabled tab is skipped and a click chooses a tab', async () => {
  renderWithTheme(<Library />);
  await userEvent.click(screen.getByRole('tab', { name: 'Files' }));
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Videos' })).toHaveAttribute('aria-selected', 'true');
});
