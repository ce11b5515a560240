import { messages } from '@coachforge/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import styled from 'styled-components';
import { ButtonBase } from '../button/button';

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  [aria-current='page'] {
    background: ${({ theme }) => theme.colors.primaryFill};
    border-color: ${({ theme }) => theme.colors.primaryFill};
    color: ${({ theme }) => theme.colors.onPrimaryFill};
  }
`;

/** The pages to offer: the first, the last, and two either side of the current one, with gaps between. */
export function pagesToShow(page: number, pageCount: number): (number | 'gap')[] {
  const pages = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  return sorted.flatMap((p, index) => (index > 0 && p - sorted[index - 1]! > 1 ? ['gap' as const, p] : [p]));
}

export interface PaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  testId?: string;
}

/** Page numbers with Previous and Next; the current page is marked for screen readers. */
export function Pagination({ page, pageCount, onChange, testId }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label={messages.ui.pagination} data-testid={testId}>
      <ul>
        <li>
          <ButtonBase
            type="button"
            $variant="secondary"
            $size="small"
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
          >
            <ChevronLeft size={16} aria-hidden="true" />
            {messages.ui.previous}
          </ButtonBase>
        </li>
        {pagesToShow(page, pageCount).map((p, index) =>
          p === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <ButtonBase
                type="button"
                $variant="secondary"
                $size="small"
                aria-label={messages.ui.page(p)}
                aria-current={p === page ? 'page' : undefined}
                onClick={() => onChange(p)}
              >
                {p}
              </ButtonBase>
            </li>
          ),
        )}
        <li>
          <ButtonBase
            type="button"
            $variant="secondary"
            $size="small"
            disabled={page >= pageCount}
            onClick={() => onChange(page + 1)}
          >
            {messages.ui.next}
            <ChevronRight size={16} aria-hidden="true" />
          </ButtonBase>
        </li>
      </ul>
    </Nav>
  );
}
