import type { MediaItem } from '@coachforge/contracts';
import {
  chosenItems,
  initialSelection,
  isDirty,
  mayDelete,
  rulesFrom,
  selectionProblem,
  toggleItem,
  toggleTitleMedia,
} from './selection-rules';

const item = (id: number, extra: Partial<MediaItem> = {}) =>
  ({ id, title: `Item ${id}`, deletable: true, ...extra }) as MediaItem;
const multiple = rulesFrom({});
const single = rulesFrom({ multiple: false });

test('the resources limit defaults to 50 and selection defaults to multiple', () => {
  expect(multiple).toEqual({ multiple: true, limit: 50 });
});

test('in multiple mode choosing items adds them in order and choosing one again removes it', () => {
  let selection = initialSelection();
  selection = toggleItem(selection, item(1), multiple);
  selection = toggleItem(selection, item(2), multiple);
  expect(selection.items.map((chosen) => chosen.id)).toEqual([1, 2]);
  selection = toggleItem(selection, item(1), multiple);
  expect(selection.items.map((chosen) => chosen.id)).toEqual([2]);
});

test('in single mode choosing another item replaces the choice', () => {
  let selection = toggleItem(initialSelection(), item(1), single);
  selection = toggleItem(selection, item(2), single);
  expect(selection.items.map((chosen) => chosen.id)).toEqual([2]);
});

test.each([
  ['nothing is selected', 0, 3, 'empty'],
  ['the selection is within the limit', 3, 3, null],
  ['the selection exceeds the limit', 4, 3, 'limit'],
])('Add resource is blocked when %s', (_label, count, limit, problem) => {
  let selection = initialSelection();
  for (let id = 1; id <= count; id += 1)
    selection = toggleItem(selection, item(id), { multiple: true, limit });
  expect(selectionProblem(selection, { multiple: true, limit })).toBe(problem);
});

test('title media is exclusive: choosing one clears the others and choosing it again turns it off', () => {
  let selection = initialSelection([item(1, { title_media: true }), item(2)]);
  expect(selection.titleMediaId).toBe(1);
  selection = toggleTitleMedia(selection, item(2), multiple);
  expect(chosenItems(selection).map((chosen) => chosen.title_media)).toEqual([false, true]);
  selection = toggleTitleMedia(selection, item(2), multiple);
  expect(chosenItems(selection).some((chosen) => chosen.title_media)).toBe(false);
});

test('choosing an unselected item as title media also selects it, and unselecting it drops the title', () => {
  let selection = toggleTitleMedia(initialSelection(), item(5), multiple);
  expect(selection.items.map((chosen) => chosen.id)).toEqual([5]);
  selection = toggleItem(selection, item(5), multiple);
  expect(selection.titleMediaId).toBeNull();
});

test('the selection is unsaved once it differs from what the caller passed, and not when changed back', () => {
  const initial = initialSelection([item(1)]);
  const changed = toggleItem(initial, item(2), multiple);
  expect(isDirty(changed, initial)).toBe(true);
  expect(isDirty(toggleItem(changed, item(2), multiple), initial)).toBe(false);
});

test('the caller gets the items with their positions', () => {
  const selection = toggleItem(toggleItem(initialSelection(), item(9), multiple), item(4), multiple);
  expect(chosenItems(selection).map(({ id, position }) => [id, position])).toEqual([
    [9, 0],
    [4, 1],
  ]);
});

test.each([
  ['a new item in add mode', { is_new: true }, 'add', true],
  ['an older item in add mode', {}, 'add', false],
  ['an older item in upload-only mode', {}, 'upload', true],
  ['another account’s HYROX item in upload-only mode', { deletable: false }, 'upload', false],
] as const)('%s can be deleted: %s', (_label, extra, mode, expected) => {
  expect(mayDelete(item(1, extra), mode)).toBe(expected);
});
