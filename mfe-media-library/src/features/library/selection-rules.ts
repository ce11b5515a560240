import { MEDIA_RESOURCES_LIMIT, type MediaItem } from '@coachforge/contracts';

/** What the dialog has chosen so far, in the order chosen. */
export interface Selection {
  items: MediaItem[];
  titleMediaId: number | null;
}

export interface SelectionRules {
  multiple: boolean;
  limit: number;
}

export function rulesFrom(options: { multiple?: boolean; limit?: number }): SelectionRules {
  return { multiple: options.multiple ?? true, limit: options.limit ?? MEDIA_RESOURCES_LIMIT };
}

export function initialSelection(selected: MediaItem[] = []): Selection {
  return { items: selected, titleMediaId: selected.find((item) => item.title_media)?.id ?? null };
}

export const isSelected = (selection: Selection, id: number) =>
  selection.items.some((item) => item.id === id);

/** Choosing an item adds it (multiple) or replaces the choice (single); choosing it again removes it. */
export function toggleItem(selection: Selection, item: MediaItem, rules: SelectionRules): Selection {
  if (isSelected(selection, item.id)) {
    return {
      items: selection.items.filter((chosen) => chosen.id !== item.id),
      titleMediaId: selection.titleMediaId === item.id ? null : selection.titleMediaId,
    };
  }
  if (!rules.multiple) return { items: [item], titleMediaId: null };
  return { ...selection, items: [...selection.items, item] };
}

/**
 * Title media is exclusive: choosing one clears the flag everywhere else, choosing it again turns it
 * off (spec 03 section 4.7). A title media is always part of the selection.
 */
export function toggleTitleMedia(selection: Selection, item: MediaItem, rules: SelectionRules): Selection {
  if (selection.titleMediaId === item.id) return { ...selection, titleMediaId: null };
  const withItem = isSelected(selection, item.id) ? selection : toggleItem(selection, item, rules);
  return { ...withItem, titleMediaId: item.id };
}

export type SelectionProblem = 'empty' | 'limit' | null;

/** Why Add resource is disabled, if it is (spec 03 section 5). */
export function selectionProblem(selection: Selection, rules: SelectionRules): SelectionProblem {
  if (selection.items.length === 0) return 'empty';
  if (selection.items.length > rules.limit) return 'limit';
  return null;
}

export function isDirty(selection: Selection, initial: Selection): boolean {
  return (
    selection.titleMediaId !== initial.titleMediaId ||
    selection.items.length !== initial.items.length ||
    selection.items.some((item, index) => item.id !== initial.items[index]?.id)
  );
}

/** The items handed back to the caller, with their order and title flag. */
export function chosenItems(selection: Selection): MediaItem[] {
  return selection.items.map((item, position) => ({
    ...item,
    position,
    title_media: item.id === selection.titleMediaId,
  }));
}

/** Only new items, or any item in upload-only mode, can be deleted from the library (spec 03 section 4.7). */
export function mayDelete(item: MediaItem, mode: 'add' | 'upload'): boolean {
  return item.deletable && (Boolean(item.is_new) || mode === 'upload');
}
