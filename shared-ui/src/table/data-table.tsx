import { ArrowDown, ArrowUp } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader, type SortDescriptor } from 'react-aria-components';
import styled from 'styled-components';
import { Pagination } from '../pagination/pagination';

const Frame = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const Grid = styled(Table)`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
    outline: none;
  }
  th {
    background: ${({ theme }) => theme.colors.surface};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    white-space: nowrap;
  }
  th[data-allows-sorting] {
    cursor: pointer;
  }
  tbody tr + tr td {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  [data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -3px;
  }
  th span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

export interface DataTableColumn<T> {
  key: string;
  label: string;
  /** What the cell shows; the row's field of the same key by default. */
  render?: (row: T) => ReactNode;
  /** Present on sortable columns: the value rows are ordered by. */
  sortValue?: (row: T) => string | number;
  /** The column that names the row for screen readers (one per table). */
  isRowHeader?: boolean;
}

export interface DataTableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: DataTableColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** Shown in the body when there are no rows. */
  emptyState: ReactNode;
  initialSort?: { column: string; direction: 'ascending' | 'descending' };
  /** Given when the server sorts: the table reports the wanted order and shows rows as they come. */
  onSortChange?: (sort: { column: string; direction: 'ascending' | 'descending' }) => void;
  /**
   * Given for long lists held whole in the page (a library of hundreds): rows are sorted whole and shown
   * this many at a time, with page numbers below. Every row drawn costs the table's keyboard and
   * selection bookkeeping, so drawing hundreds made each press on the page slow.
   */
  pageSize?: number;
  /** Names the table (`testId`) and its page numbers (`testId-pages`). */
  testId?: string;
}

const compare = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));

/**
 * Rows and columns, sortable by the columns that say so (click or Enter on the header; again to reverse)
 * and with an empty state in place of no rows. Keyboard: arrows move between cells.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  emptyState,
  initialSort,
  onSortChange,
  pageSize,
  testId,
}: DataTableProps<T>) {
  const [sort, setSort] = useState<SortDescriptor | undefined>(
    initialSort ? { column: initialSort.column, direction: initialSort.direction } : undefined,
  );
  const ordered = useMemo(() => {
    const column = columns.find((candidate) => candidate.key === sort?.column);
    if (onSortChange || !column?.sortValue || !sort) return rows;
    const value = column.sortValue;
    const sign = sort.direction === 'descending' ? -1 : 1;
    return [...rows].sort((a, b) => sign * compare(value(a), value(b)));
  }, [rows, columns, sort, onSortChange]);

  // Other rows (another search or filter) or another order start again from the first page; the same
  // rows read again (after an edit) keep the page the person was on.
  const listed = `${sort?.column ?? ''} ${sort?.direction ?? ''} ${rows.map(rowKey).join(' ')}`;
  const [paging, setPaging] = useState({ page: 1, listed });
  const pageCount = pageSize ? Math.max(1, Math.ceil(ordered.length / pageSize)) : 1;
  const page = paging.listed === listed ? Math.min(paging.page, pageCount) : 1;
  const shown = pageSize ? ordered.slice((page - 1) * pageSize, page * pageSize) : ordered;

  const table = (
    <Frame data-testid={testId}>
      <Grid
        aria-label={label}
        sortDescriptor={sort}
        onSortChange={(next) => {
          setSort(next);
          onSortChange?.({ column: String(next.column), direction: next.direction });
        }}
      >
        <TableHeader>
          {columns.map((column, index) => (
            <Column
              key={column.key}
              id={column.key}
              allowsSorting={Boolean(column.sortValue) || undefined}
              isRowHeader={column.isRowHeader ?? index === 0}
            >
              {({ sortDirection }) => (
                <span>
                  {column.label}
                  {sortDirection === 'ascending' ? <ArrowUp size={14} aria-hidden="true" /> : null}
                  {sortDirection === 'descending' ? <ArrowDown size={14} aria-hidden="true" /> : null}
                </span>
              )}
            </Column>
          ))}
        </TableHeader>
        <TableBody renderEmptyState={() => emptyState}>
          {shown.map((row) => (
            <Row key={rowKey(row)} id={rowKey(row)}>
              {columns.map((column) => (
                <Cell key={column.key}>
                  {column.render
                    ? column.render(row)
                    : String((row as Record<string, unknown>)[column.key] ?? '')}
                </Cell>
              ))}
            </Row>
          ))}
        </TableBody>
      </Grid>
    </Frame>
  );
  if (!pageSize) return table;
  return (
    <>
      {table}
      <Pagination
        page={page}
        pageCount={pageCount}
        onChange={(next) => setPaging({ page: next, listed })}
        testId={testId ? `${testId}-pages` : undefined}
      />
    </>
  );
}
