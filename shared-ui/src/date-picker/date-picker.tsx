import { CalendarDays } from 'lucide-react';
import { DateTime } from 'luxon';
import {
  Button,
  Calendar,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  I18nProvider,
} from 'react-aria-components';
import styled from 'styled-components';
import { FieldDescription, FieldErrorText, FieldLabel } from '../field/field-parts';
import { FloatingPanel } from '../overlay/popover';
import { fromCalendarDate, inRanges, toCalendarDate, type DayRange } from './calendar-dates';
import { calendarLook, DATE_LOCALE, DateGroup, FIRST_DAY_OF_WEEK, MonthGrid } from './calendar-view';

const Root = styled(AriaDatePicker)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const MonthCalendar = styled(Calendar)`
  ${calendarLook}
`;

export interface DatePickerProps {
  label: string;
  value: DateTime | null;
  onChange: (value: DateTime | null) => void;
  minDate?: DateTime;
  maxDate?: DateTime;
  /** Days that cannot be chosen (both ends included). */
  disabledRanges?: DayRange[];
  /** No day after today. */
  disableFuture?: boolean;
  /** Today, for the calendar's starting month and disableFuture; the local today by default. */
  today?: DateTime;
  description?: string;
  error?: string | undefined;
  isDisabled?: boolean;
  testId?: string;
}

/**
 * A date typed day by day (DD/MM/YYYY; arrows change a part) or chosen in a calendar that starts weeks
 * on Monday. Keyboard: the calendar button opens it, arrows move by day and week, Page Up/Down by month,
 * Enter chooses, Escape closes and returns to the button.
 */
export function DatePicker({
  label,
  value,
  onChange,
  minDate,
  maxDate,
  disabledRanges = [],
  disableFuture = false,
  today = DateTime.now(),
  description,
  error,
  isDisabled,
  testId,
}: DatePickerProps) {
  const latest = disableFuture ? today : maxDate;
  return (
    <I18nProvider locale={DATE_LOCALE}>
      <Root
        value={value ? toCalendarDate(value) : null}
        onChange={(next) => onChange(next ? fromCalendarDate(next) : null)}
        placeholderValue={toCalendarDate(today)}
        minValue={minDate ? toCalendarDate(minDate) : undefined}
        maxValue={latest ? toCalendarDate(latest) : undefined}
        isDateUnavailable={(date) => inRanges(date, disabledRanges)}
        firstDayOfWeek={FIRST_DAY_OF_WEEK}
        isInvalid={Boolean(error)}
        isDisabled={isDisabled}
        data-testid={testId}
      >
        <FieldLabel>{label}</FieldLabel>
        {description ? <FieldDescription>{description}</FieldDescription> : null}
        <DateGroup>
          <DateInput>{(segment) => <DateSegment segment={segment} className="segment" />}</DateInput>
          <Button>
            <CalendarDays size={18} aria-hidden="true" />
          </Button>
        </DateGroup>
        <FieldErrorText>{error}</FieldErrorText>
        <FloatingPanel>
          <Dialog>
            <MonthCalendar firstDayOfWeek={FIRST_DAY_OF_WEEK}>
              <MonthGrid single />
            </MonthCalendar>
          </Dialog>
        </FloatingPanel>
      </Root>
    </I18nProvider>
  );
}
