import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Card } from './card';

test('a titled card is a region named by its title', () => {
  renderWithTheme(
    <Card title="Next payment" aside={<span>Due</span>}>
      <p>12 March</p>
    </Card>,
  );
  expect(screen.getByRole('region', { name: 'Next payment' })).toHaveTextContent('12 March');
});
