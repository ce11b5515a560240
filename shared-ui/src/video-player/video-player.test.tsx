import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { defaultUiTheme } from '../theme/tokens';
import { VideoPlayer } from './video-player';

const renditions = [
  { height: 360, src: '/v/360.mp4', original: false },
  { height: 540, src: '/v/540.mp4', original: false },
  { height: 720, src: '/v/720.mp4', original: false },
  { height: 1080, src: '/v/original.mp4', original: true },
];

const show = (list = renditions) =>
  render(
    <ThemeProvider theme={defaultUiTheme}>
      <VideoPlayer renditions={list} title="Back squat" testId="player" />
    </ThemeProvider>,
  );

const video = () => screen.getByLabelText('Back squat') as HTMLVideoElement;

test('the player starts on quality 2, the third from the lowest', () => {
  show();
  expect(video()).toHaveAttribute('src', '/v/720.mp4');
  expect(screen.getByTestId('player-quality')).toHaveTextContent('720p');
});

test('a video with one quality plays it and offers no choice', () => {
  show([{ height: 240, src: '/v/original.mp4', original: true }]);
  expect(video()).toHaveAttribute('src', '/v/original.mp4');
  expect(screen.queryByText('Quality')).not.toBeInTheDocument();
});

test('another quality is chosen from the keyboard and the video goes on from the same place', async () => {
  const user = userEvent.setup();
  show();
  const element = video();
  element.currentTime = 42;
  const qualityButton = screen.getByRole('button', { name: /720p/ });
  // The video's own controls come first in the tab order, then the quality.
  for (let stop = 0; stop < 3 && document.activeElement !== qualityButton; stop += 1) await user.tab();
  expect(qualityButton).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('option', { name: '720p' })).toHaveFocus();
  await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
  expect(video()).toHaveAttribute('src', '/v/360.mp4');
  video().dispatchEvent(new Event('loadedmetadata'));
  expect(video().currentTime).toBe(42);
});
