import { screen } from '@testing-library/react';
import { Spinner } from '../spinner/spinner';
import { renderWithTheme } from '../testing/render-with-theme';
import { Skeleton } from './skeleton';

test('skeletons are hidden from screen readers, and a spinner says it is loading', () => {
  renderWithTheme(
    <div aria-busy="true">
      <Skeleton width="120px" />
      <Skeleton round width="48px" height="48px" />
      <Spinner />
    </div>,
  );
  expect(screen.getAllByTestId('skeleton')).toHaveLength(2);
  screen.getAllByTestId('skeleton').forEach((shape) => expect(shape).toHaveAttribute('aria-hidden', 'true'));
  expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
});
