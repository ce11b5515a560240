import { Select } from '@coachforge/ui';
import styled from 'styled-components';

/** The row of search and filters above a library (exercises, challenges). */
export const LibraryFilters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/**
 * A library holds hundreds of entries (265 exercises, several hundred challenges): searched and sorted
 * whole in the page, drawn a page at a time.
 */
export const LIBRARY_PAGE_SIZE = 50;

/** Where an entry of a library comes from: the platform's library, or the account's own. */
export type LibrarySource = 'all' | 'library' | 'own';

export const inLibrarySource = (source: LibrarySource, fromLibrary: boolean) =>
  source === 'all' || (source === 'library') === fromLibrary;

/** Accents and case do not matter when searching: "presse" finds "Pressé". */
export const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The Source filter of a library: everything, the platform's, or the account's own `noun`. */
export function LibrarySourceSelect({
  noun,
  value,
  onChange,
}: {
  noun: string;
  value: LibrarySource;
  onChange: (source: LibrarySource) => void;
}) {
  return (
    <Select<LibrarySource>
      label="Source"
      value={value}
      options={[
        { id: 'all', label: `All ${noun}` },
        { id: 'library', label: 'Coachforge library' },
        { id: 'own', label: `Your ${noun}` },
      ]}
      onChange={(next) => next && onChange(next)}
    />
  );
}
