import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { ProgressBar } from './progress-bar';

test('a progress bar reads its label and how far along it is', () => {
  renderWithTheme(<ProgressBar label="Uploading" value={40} />);
  const bar = screen.getByRole('progressbar', { name: 'Uploading' });
  expect(bar).toHaveAttribute('aria-valuenow', '40');
  expect(bar).toHaveTextContent('40%');
});

test('a progress bar can count steps in words', () => {
  renderWithTheme(<ProgressBar label="Checklist" value={3} maxValue={4} valueLabel="3 of 4 steps" />);
  expect(screen.getByRole('progressbar', { name: 'Checklist' })).toHaveAttribute(
    'aria-valuetext',
    '3 of 4 steps',
  );
});
