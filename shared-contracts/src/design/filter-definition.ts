import type { AgeRange } from './age-range';

/**
 * The kinds of filter a screen can declare (spec 03 section 3, filter definition). `daterange` is the
 * age range (from and to ages, 13 to 99); `daterange-picker` is a range of days chosen in a calendar;
 * `multiple` is several options; `radio` is one of a few options, all visible. A definition without a
 * type is a radio group, as the spec says.
 */
export const FILTER_KINDS = ['select', 'daterange', 'daterange-picker', 'multiple', 'radio'] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];

/** One choice of a select, multiple or radio filter (the spec's text and value). */
export interface FilterOption {
  text: string;
  value: string;
  disabled?: boolean;
}

/** A day range as the filter holds it: the string `all` (every date), or two days as YYYY-MM-DD. */
export type DayRangeFilterValue = 'all' | readonly [string, string];

interface FilterBase {
  /** The name the chosen value is reported under (and sent to the server as). */
  key: string;
  label: string;
  /** Where the filter stands in the bar; lower first, then in the order given. */
  position?: number;
  placeholder?: string;
}

export interface SelectFilterDefinition extends FilterBase {
  type: 'select';
  options: readonly FilterOption[];
  default: string | null;
}

export interface RadioFilterDefinition extends FilterBase {
  type?: 'radio';
  options: readonly FilterOption[];
  default: string | null;
}

export interface MultipleFilterDefinition extends FilterBase {
  type: 'multiple';
  options: readonly FilterOption[];
  default: readonly string[];
}

export interface AgeRangeFilterDefinition extends FilterBase {
  type: 'daterange';
  default: AgeRange;
}

export interface DayRangeFilterDefinition extends FilterBase {
  type: 'daterange-picker';
  default: DayRangeFilterValue;
  /** Offer the All shortcut (no range); off unless the screen can show everything. */
  allowAll?: boolean;
}

export type FilterDefinition =
  | SelectFilterDefinition
  | RadioFilterDefinition
  | MultipleFilterDefinition
  | AgeRangeFilterDefinition
  | DayRangeFilterDefinition;

/** What one filter holds: an option's value (or none), several values, an age range or a day range. */
export type FilterValue = string | null | readonly string[] | AgeRange | DayRangeFilterValue;

/** The chosen values of a filter bar, by each definition's key. */
export type FilterValues = Readonly<Record<string, FilterValue>>;

/** The kind of a definition, radio when it names none. */
export const filterKindOf = (definition: FilterDefinition): FilterKind => definition.type ?? 'radio';

/** The definitions in the order the bar shows them: by position, then as given. */
export function orderFilters<D extends FilterDefinition>(definitions: readonly D[]): D[] {
  return definitions
    .map((definition, index) => ({ definition, index }))
    .sort(
      (a, b) =>
        (a.definition.position ?? Number.MAX_SAFE_INTEGER) -
          (b.definition.position ?? Number.MAX_SAFE_INTEGER) || a.index - b.index,
    )
    .map(({ definition }) => definition);
}

/** Every filter at its default: what a bar shows first and what Reset goes back to. */
export function defaultFilterValues(definitions: readonly FilterDefinition[]): FilterValues {
  return Object.fromEntries(definitions.map((definition) => [definition.key, definition.default]));
}

/** Narrowing helpers for the values a bar reports. */
export const isDayRangeFilterValue = (value: FilterValue): value is DayRangeFilterValue =>
  value === 'all' ||
  (Array.isArray(value) &&
    value.length === 2 &&
    value.every((day) => /^\d{4}-\d{2}-\d{2}$/.test(String(day))));

export const isAgeRangeFilterValue = (value: FilterValue): value is AgeRange =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'from' in value && 'to' in value;
