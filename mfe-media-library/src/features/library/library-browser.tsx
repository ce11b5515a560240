import {
  MEDIA_SEARCH_DEBOUNCE_MS,
  endpoints,
  mediaKinds,
  type MediaItem,
  type MediaKind,
} from '@coachforge/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useDebouncedValue, usePlatform } from '@coachforge/remote-kit';
import { MediaViewer } from '../viewer';
import { AddBlock } from './add-block';
import { KindFilter } from './kind-filter';
import { MediaList, type MediaListProps } from './media-list';
import { ownerOfTab, tabLabel, type LibraryTab } from './tab-rules';
import { mediaListKey, useMediaList } from './use-media-list';

const Tabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.space(4)};
  button {
    font: inherit;
    background: none;
    border: 0;
    border-bottom: 3px solid transparent;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    cursor: pointer;
  }
  button[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Toolbar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  input[type='search'] {
    flex: 1;
    font: inherit;
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

export interface LibraryBrowserProps {
  tabs: LibraryTab[];
  tab: LibraryTab;
  onTabChange: (tab: LibraryTab) => void;
  /** Whether this tab shows the add block. */
  canAdd: boolean;
  forbiddenKinds?: MediaKind[];
  /** Ids added while the library is open: they count as new (deletable in add mode). */
  newIds: Set<number>;
  onAdded: (item: MediaItem) => void;
  onDeleted: (item: MediaItem) => void;
  onBusyChange?: (busy: boolean) => void;
  mayDelete: (item: MediaItem) => boolean;
  selectable?: MediaListProps['selectable'];
  titleMedia?: MediaListProps['titleMedia'];
  addNote?: string | undefined;
  header?: ReactNode;
}

/** Tabs, search, kind filter, add block and the list: the dialog and the resources pages share it. */
export function LibraryBrowser(props: LibraryBrowserProps) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [kinds, setKinds] = useState<MediaKind[]>([]);
  const [viewing, setViewing] = useState<MediaItem | null>(null);
  const debouncedSearch = useDebouncedValue(search, MEDIA_SEARCH_DEBOUNCE_MS);
  const forbidden = useMemo(() => props.forbiddenKinds ?? [], [props.forbiddenKinds]);
  const list = useMediaList(
    { owner: ownerOfTab(props.tab), search: debouncedSearch, kinds },
    { forbiddenKinds: forbidden },
  );
  const items = useMemo(
    () => list.items.map((item) => (props.newIds.has(item.id) ? { ...item, is_new: true } : item)),
    [list.items, props.newIds],
  );
  const scope = props.tab === 'hyrox' ? 'hyrox' : 'user';

  const refresh = () => queryClient.invalidateQueries({ queryKey: mediaListKey() });

  const remove = async (item: MediaItem) => {
    try {
      await platform.api.request(endpoints.deleteMedia, { params: { id: item.id } });
      props.onDeleted(item);
      await refresh();
    } catch {
      // shown by the shell's error handler
    }
  };

  return (
    <div>
      {props.tabs.length > 1 ? (
        <Tabs role="tablist" aria-label="Libraries">
          {props.tabs.map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              aria-selected={tab === props.tab}
              onClick={() => props.onTabChange(tab)}
            >
              {tabLabel(tab)}
            </button>
          ))}
        </Tabs>
      ) : null}
      {props.header}
      {props.canAdd ? (
        <AddBlock
          key={scope}
          scope={scope}
          forbiddenKinds={forbidden}
          note={props.addNote}
          onBusyChange={props.onBusyChange}
          onAdded={(item) => {
            props.onAdded(item);
            void refresh();
          }}
        />
      ) : null}
      <Toolbar>
        <input
          type="search"
          aria-label="Search media"
          placeholder="Search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <KindFilter
          value={kinds}
          onChange={setKinds}
          kinds={mediaKinds.filter((kind) => !forbidden.includes(kind))}
        />
      </Toolbar>
      <MediaList
        items={items}
        selectable={props.selectable}
        titleMedia={props.titleMedia}
        mayDelete={props.mayDelete}
        onDelete={(item) => void remove(item)}
        onOpen={setViewing}
        hasMore={Boolean(list.hasNextPage)}
        loadMore={() => {
          if (!list.isFetchingNextPage) void list.fetchNextPage();
        }}
        loading={list.isLoading || list.isFetchingNextPage}
      />
      {viewing ? <MediaViewer item={viewing} onClose={() => setViewing(null)} /> : null}
    </div>
  );
}
