import { PRODUCT_LIBRARY, type MediaItem } from '@coachforge/contracts';
import { AttachmentList, Button, Page } from '@coachforge/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useNavigate, useParams, usePlatform } from '@coachforge/remote-kit';

import {
  LibraryBrowser,
  availableTabs,
  mayAddTo,
  useHyroxAccess,
  useMediaEvents,
  useViewer,
  type LibraryTab,
  type TabContext,
} from '../library';

const Bar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  flex-wrap: wrap;
`;

const tabFromOwner = (owner: string | undefined): LibraryTab =>
  owner === 'hyrox' ? 'hyrox' : owner === PRODUCT_LIBRARY.owner ? PRODUCT_LIBRARY.owner : 'files';

/**
 * The coach's resources pages (media_library and owner_media_library): the library with the same
 * components as the dialog, and the dialog itself opened through the PlatformContext to choose
 * resources, as any other remote would.
 */
export function ResourcesPage() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const { owner } = useParams();
  useMediaEvents();
  const viewer = useViewer();
  const hyrox = useHyroxAccess();
  const context: TabContext = {
    mode: 'upload',
    isCoach: viewer.isCoach,
    isAccountOwner: viewer.isAccountOwner,
    hyroxAccess: hyrox.data ?? false,
    hyroxTemplate: false,
  };
  const tabs = [
    ...availableTabs(context),
    ...(viewer.isCoach ? [PRODUCT_LIBRARY.owner] : []),
  ] as LibraryTab[];
  const tab = tabFromOwner(owner);
  const [newIds, setNewIds] = useState<Set<number>>(() => new Set());
  const [chosen, setChosen] = useState<MediaItem[]>([]);

  const addResources = async () => {
    setChosen(
      await platform.openMediaLibrary({
        mode: 'add',
        multiple: true,
        selected: chosen,
        allowTitleMedia: true,
      }),
    );
  };

  return (
    <Page>
      <h1>Resources</h1>
      <Bar>
        <Button type="button" onClick={() => void addResources()}>
          Add resources
        </Button>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => void platform.openMediaLibrary({ mode: 'upload' })}
        >
          Upload media
        </Button>
      </Bar>
      {chosen.length > 0 ? (
        <section>
          <h2>Chosen resources</h2>
          <AttachmentList
            label="Chosen resources"
            attachments={chosen}
            onRemove={(item) => setChosen((items) => items.filter((one) => one.id !== item.id))}
          />
        </section>
      ) : null}
      <LibraryBrowser
        tabs={tabs}
        tab={tab}
        onTabChange={(next) => navigate(next === 'files' ? '/' : `/${next}`)}
        canAdd={mayAddTo(tab, context)}
        newIds={newIds}
        onAdded={(item) => setNewIds((ids) => new Set(ids).add(item.id))}
        onDeleted={() => undefined}
        mayDelete={(item) => item.deletable}
      />
    </Page>
  );
}
