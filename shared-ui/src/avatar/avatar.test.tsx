import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Avatar, initialsOf } from './avatar';

test.each`
  name                    | initials
  ${'Casey Coach'}        | ${'CC'}
  ${'Casey Strength Gym'} | ${'CG'}
  ${'madonna'}            | ${'M'}
  ${'  Émile   zola '}    | ${'ÉZ'}
  ${''}                   | ${''}
`('$name has the initials "$initials"', ({ name, initials }) => {
  expect(initialsOf(name)).toBe(initials);
});

test('without a picture an avatar shows initials at 0.45 of its 48 px and is named for the person', () => {
  renderWithTheme(<Avatar name="Casey Coach" />);
  const avatar = screen.getByRole('img', { name: 'Casey Coach' });
  expect(avatar).toHaveTextContent('CC');
  expect(avatar).toHaveStyle({ width: '48px', fontSize: '22px' });
});

test('a picture that fails to load gives way to the initials', () => {
  renderWithTheme(<Avatar name="Casey Coach" src="https://cdn.example/broken.png" size={40} />);
  const avatar = screen.getByRole('img', { name: 'Casey Coach' });
  fireEvent.error(avatar.querySelector('img')!);
  expect(avatar).toHaveTextContent('CC');
});
