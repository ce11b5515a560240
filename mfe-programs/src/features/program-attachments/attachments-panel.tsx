import { endpoints, MAX_PROGRAM_ATTACHMENTS, type MediaItem, type Program } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { Button, Card } from '@coachforge/ui';
import { useState } from 'react';
import { apiErrorText, copy, useStoreProgram } from '../program-data';
import { AttachmentList } from './attachment-list';

/**
 * The files listed under Attachments on the program's page (spec 02 section 2, decision 0220): added from
 * the media library, kept in the coach's order, moved and removed here; each change is saved at once.
 */
export function AttachmentsPanel({ program }: { program: Program }) {
  const { api, openMediaLibrary } = usePlatform();
  const store = useStoreProgram();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const current = program.attachments.map((item) => item.id);

  const save = async (mediaIds: number[]) => {
    setBusy(true);
    setFailure(null);
    try {
      store(
        await api.request(endpoints.setProgramAttachments, {
          params: { plan_id: program.id },
          body: { media_ids: mediaIds },
          quiet: true,
        }),
      );
    } catch (error) {
      setFailure(apiErrorText(error));
    } finally {
      setBusy(false);
    }
  };

  const add = async () => {
    const picked = await openMediaLibrary({ mode: 'add', multiple: true }).catch(() => [] as MediaItem[]);
    const added = picked.map((item) => item.id).filter((id) => !current.includes(id));
    if (added.length > 0) await save([...current, ...added]);
  };

  return (
    <Card title={copy.attachments.title} testId="program-attachments">
      <p>{copy.attachments.hint}</p>
      {failure ? <p role="alert">{failure}</p> : null}
      <AttachmentList items={program.attachments} onChange={(ids) => void save(ids)} disabled={busy} />
      <Button
        type="button"
        $variant="secondary"
        disabled={busy || current.length >= MAX_PROGRAM_ATTACHMENTS}
        onClick={() => void add()}
      >
        {copy.attachments.add}
      </Button>
    </Card>
  );
}
