import { DATE_RANGE_SHORTCUTS, messages, type DateRangeShortcut } from '@coachforge/contracts';
import { CalendarDays } from 'lucide-react';
import { DateTime } from 'luxon';
import {
  Button,
  DateInput,
  DateRangePicker as AriaDateRangePicker,
  DateSegment,
  Dialog,
  I18nProvider,
  RangeCalendar,
} from 'react-aria-components';
import { useState } from 'react';
import styled from 'styled-components';
import { ButtonBase } from '../button/button';
import { fromCalendarDate, inRanges, toCalendarDate, type DayRange } from '../date-picker/calendar-dates';
import {
  calendarLook,
  DATE_LOCALE,
  DateGroup,
  FIRST_DAY_OF_WEEK,
  MonthGrid,
} from '../date-picker/calendar-view';
import { FieldDescription, FieldErrorText, FieldLabel } from '../field/field-parts';
import { FloatingPanel } from '../overlay/popover';
import { defaultDateRange, rangeForShortcut } from './date-shortcuts';

const Root = styled(AriaDateRangePicker)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Calendar = styled(RangeCalendar)`
  ${calendarLook}
`;

const Shortcuts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(3)} 0`};
`;

export interface DateRangePickerProps {
  label: string;
  /**
   * null is every date (the All shortcut). Left out, the picker keeps the range itself, starting with
   * the last month (spec 03 section 9), and reports each change through onChange.
   */
  value?: DayRange | null;
  onChange: (value: DayRange | null) => void;
  /** Offer All (no range); off unless the screen can show everything. */
  allowAll?: boolean;
  /** The shortcuts offered; the spec's, in its order, by default. */
  shortcuts?: DateRangeShortcut[];
  /** Future days cannot be chosen (on by default, spec 03 section 5). */
  disableFuture?: boolean;
  disabledRanges?: DayRange[];
  /** Today, for the shortcuts and disableFuture; the local today by default. */
  today?: DateTime;
  description?: string;
  error?: string | undefined;
  testId?: string;
}

/**
 * A range of days, both typed (DD/MM/YYYY – DD/MM/YYYY) and chosen in a calendar whose weeks start on
 * Monday, with the spec's shortcuts (1d, 1w, 1m, 1y, 6mo, Mtd, Qtd, All). The end is never before the
 * start. Keyboard: in the calendar, Enter marks the start, arrows move, Enter marks the end.
 */
export function DateRangePicker({
  label,
  value: controlled,
  onChange: report,
  allowAll = false,
  shortcuts = DATE_RANGE_SHORTCUTS.filter((shortcut) => shortcut !== 'all'),
  disableFuture = true,
  disabledRanges = [],
  today = DateTime.now(),
  description,
  error,
  testId,
}: DateRangePickerProps) {
  const [own, setOwn] = useState<DayRange | null>(() => defaultDateRange(today));
  const value = controlled === undefined ? own : controlled;
  const onChange = (next: DayRange | null) => {
    setOwn(next);
    report(next);
  };
  const offered = allowAll && !shortcuts.includes('all') ? [...shortcuts, 'all' as const] : shortcuts;
  return (
    <I18nProvider locale={DATE_LOCALE}>
      <Root
        value={value ? { start: toCalendarDate(value.start), end: toCalendarDate(value.end) } : null}
        onChange={(next) =>
          onChange(next ? { start: fromCalendarDate(next.start), end: fromCalendarDate(next.end) } : null)
        }
        placeholderValue={toCalendarDate(today)}
        maxValue={disableFuture ? toCalendarDate(today) : undefined}
        isDateUnavailable={(date) => inRanges(date, disabledRanges)}
        firstDayOfWeek={FIRST_DAY_OF_WEEK}
        isInvalid={Boolean(error)}
        data-testid={testId}
      >
        <FieldLabel>{label}</FieldLabel>
        {description ? <FieldDescription>{description}</FieldDescription> : null}
        <DateGroup>
          <DateInput slot="start">
            {(segment) => <DateSegment segment={segment} className="segment" />}
          </DateInput>
          <span aria-hidden="true">–</span>
          <DateInput slot="end">
            {(segment) => <DateSegment segment={segment} className="segment" />}
          </DateInput>
          <Button>
            <CalendarDays size={18} aria-hidden="true" />
          </Button>
        </DateGroup>
        <FieldErrorText>{error}</FieldErrorText>
        <FloatingPanel>
          <Dialog>
            {({ close }) => (
              <>
                <Shortcuts role="group" aria-label={label}>
                  {offered.map((shortcut) => (
                    <ButtonBase
                      key={shortcut}
                      type="button"
                      $variant="secondary"
                      $size="small"
                      data-testid={`date-shortcut-${shortcut}`}
                      onClick={() => {
                        onChange(rangeForShortcut(shortcut, today));
                        close();
                      }}
                    >
                      {messages.ui.dateShortcuts[shortcut]}
                    </ButtonBase>
                  ))}
                </Shortcuts>
                <Calendar firstDayOfWeek={FIRST_DAY_OF_WEEK}>
                  <MonthGrid />
                </Calendar>
              </>
            )}
          </Dialog>
        </FloatingPanel>
      </Root>
    </I18nProvider>
  );
}
