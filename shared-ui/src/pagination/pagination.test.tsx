import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Pagination, pagesToShow } from './pagination';

test.each`
  page  | count | pages
  ${1}  | ${3}  | ${[1, 2, 3]}
  ${1}  | ${10} | ${[1, 2, 3, 'gap', 10]}
  ${6}  | ${12} | ${[1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]}
  ${10} | ${10} | ${[1, 'gap', 8, 9, 10]}
`('page $page of $count offers $pages', ({ page, count, pages }) => {
  expect(pagesToShow(page, count)).toEqual(pages);
});

function Pages() {
  const [page, setPage] = useState(1);
  return <Pagination page={page} pageCount={5} onChange={setPage} />;
}

test('Next and the page numbers move through pages, and the current one is marked', async () => {
  renderWithTheme(<Pages />);
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  screen.getByRole('button', { name: 'Page 5' }).focus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('a single page needs no pagination', () => {
  renderWithTheme(<Pagination page={1} pageCount={1} onChange={() => undefined} />);
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});
