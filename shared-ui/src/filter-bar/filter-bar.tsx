import {
  DATE_FORMATS,
  defaultFilterValues,
  filterKindOf,
  isAgeRangeFilterValue,
  isDayRangeFilterValue,
  messages,
  orderFilters,
  type DayRangeFilterValue,
  type FilterDefinition,
  type FilterOption,
  type FilterValue,
  type FilterValues,
} from '@coachforge/contracts';
import { DateTime } from 'luxon';
import { useState } from 'react';
import styled from 'styled-components';
import { AgeRangeField } from '../age-range/age-range-field';
import { ButtonBase } from '../button/button';
import type { DayRange } from '../date-picker/calendar-dates';
import { DateRangePicker } from '../date-range-picker/date-range-picker';
import { MultiSelect } from '../multiselect/multiselect';
import { RadioGroup } from '../radio-group/radio-group';
import { Select } from '../select/select';

const Bar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 0 ${({ theme }) => theme.space(4)};
  align-items: start;
  /* Filters stack below the spec's filter breakpoint (991.98 px). */
  ${({ theme }) => theme.media.large} {
    grid-template-columns: 1fr;
  }
`;

const Actions = styled.div`
  align-self: end;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

export interface FilterBarProps {
  /** The group's accessible name; "Filters" by default. */
  label?: string;
  definitions: readonly FilterDefinition[];
  /** The chosen values by key; a key left out shows its definition's default. */
  values: FilterValues;
  /** Every change, with all the values (an age range only once it is valid). */
  onChange: (values: FilterValues) => void;
  /** Show a button that puts every filter back to its default. */
  showReset?: boolean;
  /** Today, for the date shortcuts and the last day that can be chosen; the local today by default. */
  today?: DateTime;
  testId?: string;
}

const choicesOf = (options: readonly FilterOption[]) =>
  options.map((option) => ({ id: option.value, label: option.text, disabled: option.disabled }));

const dayRangeOf = (value: DayRangeFilterValue): DayRange | null =>
  value === 'all' ? null : { start: DateTime.fromISO(value[0]), end: DateTime.fromISO(value[1]) };

const dayRangeValueOf = (range: DayRange | null): DayRangeFilterValue =>
  range ? [range.start.toFormat(DATE_FORMATS.server), range.end.toFormat(DATE_FORMATS.server)] : 'all';

/**
 * One row of filters declared as data (spec 03 section 3): each definition becomes a select, a radio
 * group, a multiselect, the age range (13 to 99) or a day range with shortcuts, in position order.
 * Controlled: it shows `values` and reports each change with all the values. Every control has its
 * label and its own keyboard behaviour (see each component); the bar is a labelled group.
 */
export function FilterBar({
  label = messages.ui.filters,
  definitions,
  values,
  onChange,
  showReset = false,
  today,
  testId,
}: FilterBarProps) {
  // An age range keeps what is typed while it is wrong; a reset starts its fields again.
  const [resets, setResets] = useState(0);
  const valueOf = (definition: FilterDefinition): FilterValue =>
    definition.key in values ? (values[definition.key] as FilterValue) : definition.default;
  const set = (key: string, value: FilterValue) => onChange({ ...values, [key]: value });
  const control = (definition: FilterDefinition) => {
    const value = valueOf(definition);
    const testIdOf = `filter-${definition.key}`;
    switch (definition.type) {
      case 'select':
        return (
          <Select<string>
            label={definition.label}
            placeholder={definition.placeholder}
            options={choicesOf(definition.options)}
            value={typeof value === 'string' ? value : null}
            onChange={(next) => set(definition.key, next)}
            testId={testIdOf}
          />
        );
      case 'multiple':
        return (
          <MultiSelect<string>
            label={definition.label}
            placeholder={definition.placeholder}
            options={choicesOf(definition.options)}
            value={Array.isArray(value) ? [...value] : []}
            onChange={(next) => set(definition.key, next)}
            testId={testIdOf}
          />
        );
      case 'daterange':
        return (
          <div data-testid={testIdOf}>
            <AgeRangeField
              key={resets}
              label={definition.label}
              initial={isAgeRangeFilterValue(value) ? value : definition.default}
              onChange={(range) => set(definition.key, range)}
            />
          </div>
        );
      case 'daterange-picker':
        return (
          <DateRangePicker
            label={definition.label}
            value={dayRangeOf(isDayRangeFilterValue(value) ? value : definition.default)}
            onChange={(range) => set(definition.key, dayRangeValueOf(range))}
            allowAll={definition.allowAll}
            today={today}
            testId={testIdOf}
          />
        );
      case 'radio':
      case undefined:
        return (
          <RadioGroup<string>
            label={definition.label}
            options={definition.options.map((option) => ({
              value: option.value,
              label: option.text,
              disabled: option.disabled,
            }))}
            value={typeof value === 'string' ? value : null}
            onChange={(next) => set(definition.key, next)}
            testId={testIdOf}
          />
        );
    }
  };
  return (
    <Bar role="group" aria-label={label} data-testid={testId}>
      {orderFilters(definitions).map((definition) => (
        <div key={definition.key} data-filter-kind={filterKindOf(definition)}>
          {control(definition)}
        </div>
      ))}
      {showReset ? (
        <Actions>
          <ButtonBase
            type="button"
            $variant="secondary"
            $size="small"
            onClick={() => {
              setResets((count) => count + 1);
              onChange(defaultFilterValues(definitions));
            }}
          >
            {messages.ui.resetFilters}
          </ButtonBase>
        </Actions>
      ) : null}
    </Bar>
  );
}
