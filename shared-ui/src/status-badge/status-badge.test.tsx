import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { StatusBadge } from './status-badge';

test('a badge says its state in words and carries its tone', () => {
  renderWithTheme(<StatusBadge tone="danger">Past due</StatusBadge>);
  expect(screen.getByText('Past due')).toHaveAttribute('data-tone', 'danger');
});
