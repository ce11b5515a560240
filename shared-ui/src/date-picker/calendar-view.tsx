import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, CalendarCell, CalendarGrid, Group, Heading } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { inputLook } from '../field/field-parts';

/** The week starts on Monday (spec 03 section 5). */
export const FIRST_DAY_OF_WEEK = 'mon';

/** Dates read in British order (DD/MM/YYYY, spec 01 section 9), whatever the browser's language. */
export const DATE_LOCALE = 'en-GB';

export const calendarLook = css`
  padding: ${({ theme }) => theme.space(3)};
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  header button {
    background: none;
    border: 0;
    padding: ${({ theme }) => theme.space(1)};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: inherit;
    cursor: pointer;
  }
  table {
    border-collapse: collapse;
  }
  th {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.mutedText};
    padding-bottom: ${({ theme }) => theme.space(1)};
  }
  td {
    padding: 1px 0;
  }
  .cell {
    width: 36px;
    line-height: 36px;
    text-align: center;
    border-radius: ${({ theme }) => theme.radii.sm};
    cursor: pointer;
    outline: none;
  }
  .cell[data-outside-month] {
    visibility: hidden;
  }
  .cell[data-hovered] {
    background: ${({ theme }) => theme.colors.surface};
  }
  .cell[data-selected] {
    background: ${({ theme }) => theme.colors.primaryLight};
    color: ${({ theme }) => theme.colors.text};
    border-radius: 0;
  }
  .cell[data-selection-start],
  .cell[data-selection-end],
  .cell[data-selected]:not([data-selection-start], [data-selection-end]):only-child.single {
    background: ${({ theme }) => theme.colors.primaryFill};
    color: ${({ theme }) => theme.colors.onPrimaryFill};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  .cell.single[data-selected] {
    background: ${({ theme }) => theme.colors.primaryFill};
    color: ${({ theme }) => theme.colors.onPrimaryFill};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  .cell[data-disabled],
  .cell[data-unavailable] {
    color: ${({ theme }) => theme.colors.mutedText};
    text-decoration: line-through;
    cursor: not-allowed;
  }
  .cell[data-focus-visible],
  header button[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;

/** The field: the typed date's parts and the calendar button. */
export const DateGroup = styled(Group)`
  ${inputLook}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding-top: 0;
  padding-bottom: 0;
  .segment {
    padding: 0 1px;
    border-radius: 2px;
    outline: none;
  }
  .segment[data-placeholder] {
    color: ${({ theme }) => theme.colors.mutedText};
  }
  .segment[data-focused] {
    background: ${({ theme }) => theme.colors.primaryFill};
    color: ${({ theme }) => theme.colors.onPrimaryFill};
  }
  > button {
    margin-left: auto;
    background: none;
    border: 0;
    padding: ${({ theme }) => theme.space(1)};
    color: inherit;
    cursor: pointer;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  > button[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
  }
`;

/** The month heading with Previous and Next, then the grid of days. */
export function MonthGrid({ single = false, footer }: { single?: boolean; footer?: ReactNode }) {
  return (
    <>
      <header>
        <Button slot="previous">
          <ChevronLeft size={18} aria-hidden="true" />
        </Button>
        <Heading />
        <Button slot="next">
          <ChevronRight size={18} aria-hidden="true" />
        </Button>
      </header>
      <CalendarGrid>
        {(date) => <CalendarCell date={date} className={single ? 'cell single' : 'cell'} />}
      </CalendarGrid>
      {footer}
    </>
  );
}
