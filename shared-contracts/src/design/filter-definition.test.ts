import {
  defaultFilterValues,
  filterKindOf,
  isAgeRangeFilterValue,
  isDayRangeFilterValue,
  orderFilters,
  type FilterDefinition,
} from './filter-definition';

const definitions: FilterDefinition[] = [
  { key: 'status', label: 'Status', options: [{ text: 'Active', value: 'active' }], default: null },
  { key: 'period', label: 'Period', type: 'daterange-picker', default: 'all', position: 2 },
  { key: 'age', label: 'Age', type: 'daterange', default: { from: 18, to: null }, position: 1 },
  { key: 'programs', label: 'Programs', type: 'multiple', options: [], default: ['p1'] },
  { key: 'sort', label: 'Sort', type: 'select', options: [], default: 'newest', position: 1 },
];

test('a definition that names no type is a radio group', () => {
  expect(definitions.map(filterKindOf)).toEqual([
    'radio',
    'daterange-picker',
    'daterange',
    'multiple',
    'select',
  ]);
});

test('filters stand by position, then in the order given, those without one last', () => {
  expect(orderFilters(definitions).map((definition) => definition.key)).toEqual([
    'age',
    'sort',
    'period',
    'status',
    'programs',
  ]);
});

test('a bar starts from each filter’s default, by key', () => {
  expect(defaultFilterValues(definitions)).toEqual({
    status: null,
    period: 'all',
    age: { from: 18, to: null },
    programs: ['p1'],
    sort: 'newest',
  });
});

test.each`
  value                           | dayRange | ageRange
  ${'all'}                        | ${true}  | ${false}
  ${['2026-03-01', '2026-03-15']} | ${true}  | ${false}
  ${['2026-03-01']}               | ${false} | ${false}
  ${['p1', 'p2']}                 | ${false} | ${false}
  ${{ from: 13, to: null }}       | ${false} | ${true}
  ${null}                         | ${false} | ${false}
  ${'newest'}                     | ${false} | ${false}
`('$value is a day range: $dayRange, an age range: $ageRange', ({ value, dayRange, ageRange }) => {
  expect(isDayRangeFilterValue(value)).toBe(dayRange);
  expect(isAgeRangeFilterValue(value)).toBe(ageRange);
});
