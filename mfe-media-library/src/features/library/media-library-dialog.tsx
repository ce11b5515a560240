import { messages, type MediaItem, type MediaLibraryOptions } from '@coachforge/contracts';
import { Button, ConfirmDialog, SideModal } from '@coachforge/ui';
import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { LibraryBrowser } from './library-browser';
import {
  chosenItems,
  initialSelection,
  isDirty,
  isSelected,
  mayDelete,
  rulesFrom,
  selectionProblem,
  toggleItem,
  toggleTitleMedia,
  type Selection,
} from './selection-rules';
import {
  ADD_MEDIA_TAB_KEY,
  availableTabs,
  initialTab,
  mayAddTo,
  type LibraryTab,
  type TabContext,
} from './tab-rules';
import { useHyroxAccess, useViewer } from './use-library-profile';
import { useMediaEvents } from './use-media-events';

const LimitMessage = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: 0 auto 0 0;
`;

const Count = styled.span`
  margin-right: auto;
  color: ${({ theme }) => theme.colors.mutedText};
`;

function readSavedTab(): string | null {
  try {
    return window.localStorage.getItem(ADD_MEDIA_TAB_KEY);
  } catch {
    return null;
  }
}

function saveTab(tab: LibraryTab) {
  try {
    window.localStorage.setItem(ADD_MEDIA_TAB_KEY, tab);
  } catch {
    // private browsing: the tab is simply not remembered
  }
}

/**
 * The media library dialog (spec 03 sections 2.4, 4.7, 5 and 6): a side modal in add or upload-only
 * mode. It resolves through `onClose` with the chosen items, or with the caller's own selection
 * when closed without adding (after confirming if there were unsaved changes).
 */
export function MediaLibraryDialog({
  options,
  onClose,
}: {
  options: MediaLibraryOptions;
  onClose: (items: MediaItem[]) => void;
}) {
  useMediaEvents();
  const mode = options.mode ?? 'add';
  const rules = rulesFrom(options);
  const viewer = useViewer();
  const hyrox = useHyroxAccess();
  const context: TabContext = {
    mode,
    isCoach: viewer.isCoach,
    isAccountOwner: viewer.isAccountOwner,
    hyroxAccess: hyrox.data ?? false,
    hyroxTemplate: options.hyroxTemplate ?? false,
  };
  const tabs = availableTabs(context);
  const [chosenTab, setChosenTab] = useState<LibraryTab | null>(null);
  const tab = chosenTab && tabs.includes(chosenTab) ? chosenTab : initialTab(readSavedTab(), context);

  const initial = useMemo(() => initialSelection(options.selected), [options.selected]);
  const [selection, setSelection] = useState<Selection>(initial);
  const [newIds, setNewIds] = useState<Set<number>>(() => new Set());
  const [uploaded, setUploaded] = useState<MediaItem[]>([]);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const problem = selectionProblem(selection, rules);

  const changeTab = (next: LibraryTab) => {
    setChosenTab(next);
    if (mode === 'add') saveTab(next);
  };

  const onAdded = useCallback((item: MediaItem) => {
    setNewIds((ids) => new Set(ids).add(item.id));
    setUploaded((items) => [...items, item]);
  }, []);

  const onDeleted = useCallback((item: MediaItem) => {
    setSelection((current) =>
      isSelected(current, item.id) ? toggleItem(current, item, { multiple: true, limit: Infinity }) : current,
    );
    setUploaded((items) => items.filter((one) => one.id !== item.id));
  }, []);

  const cancel = () => {
    if (mode === 'upload') return onClose(uploaded);
    if (isDirty(selection, initial) && (options.confirmUnsaved ?? true)) return setConfirming(true);
    onClose(options.selected ?? []);
  };

  const waitingForProfile = hyrox.isLoading;

  return (
    // No onClose: the footer's buttons are the only ways out (spec 03 section 2.4), so Escape and the
    // backdrop do nothing and there is no close button.
    <SideModal
      isOpen
      title={mode === 'upload' ? messages.media.uploadTitle : messages.media.addTitle}
      testId="media-library-dialog"
      size="large"
      actions={
        <>
          {problem === 'limit' ? (
            <LimitMessage role="alert">{messages.media.limitReached}</LimitMessage>
          ) : mode === 'add' ? (
            <Count>{selection.items.length} selected</Count>
          ) : null}
          {mode === 'add' ? (
            <>
              <Button type="button" $variant="secondary" onClick={cancel}>
                Cancel
              </Button>
              <Button
                type="button"
                disabled={problem !== null || busy}
                onClick={() => onClose(chosenItems(selection))}
              >
                Add resource
              </Button>
            </>
          ) : (
            <Button type="button" disabled={busy} onClick={cancel}>
              Done
            </Button>
          )}
        </>
      }
    >
      {waitingForProfile ? (
        <p>{messages.shell.loading}</p>
      ) : (
        <LibraryBrowser
          tabs={tabs}
          tab={tab}
          onTabChange={changeTab}
          canAdd={mayAddTo(tab, context)}
          forbiddenKinds={options.forbiddenKinds}
          newIds={newIds}
          onAdded={onAdded}
          onDeleted={onDeleted}
          onBusyChange={setBusy}
          mayDelete={(item) => mayDelete(item, mode)}
          addNote={
            options.callerRoute === 'challenges-library' && tab === 'files' && context.hyroxAccess
              ? messages.media.hyroxNote
              : undefined
          }
          {...(mode === 'add'
            ? {
                selectable: {
                  multiple: rules.multiple,
                  isSelected: (id: number) => isSelected(selection, id),
                  onToggle: (item: MediaItem) => setSelection((current) => toggleItem(current, item, rules)),
                },
                ...(options.allowTitleMedia
                  ? {
                      titleMedia: {
                        titleMediaId: selection.titleMediaId,
                        onToggle: (item: MediaItem) =>
                          setSelection((current) => toggleTitleMedia(current, item, rules)),
                      },
                    }
                  : {}),
              }
            : {})}
        />
      )}
      <ConfirmDialog
        isOpen={confirming}
        title="Unsaved changes"
        testId="media-unsaved-confirm"
        cancelLabel="Stay"
        confirmLabel="Leave"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setSelection(initial);
          onClose(options.selected ?? []);
        }}
      >
        <p>{messages.media.unsavedChanges}</p>
      </ConfirmDialog>
    </SideModal>
  );
}
