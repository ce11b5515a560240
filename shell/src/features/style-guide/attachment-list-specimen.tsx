import type { MediaItem } from '@coachforge/contracts';
import { AttachmentList } from '@coachforge/ui';
import { useState } from 'react';
import { Specimen, State, States } from './specimen';

const attachment = (id: number, title: string, kind: MediaItem['kind']): MediaItem => ({
  id,
  title,
  kind,
  type: kind,
  scope: 'user',
  state: 'published',
  thumb: null,
  src: '#',
  stream_src: null,
  renditions: [],
  caption: null,
  duration: null,
  file_size: null,
  content_type: null,
  position: id,
  title_media: id === 1,
  video_site: null,
  video_id: null,
  deletable: true,
  created_at: 0,
});

const examples: MediaItem[] = [
  attachment(1, 'Squat form.png', 'image'),
  attachment(2, 'Warm-up.mp4', 'video'),
  attachment(3, 'Deadlift cues', 'youtube'),
  attachment(4, 'Hip mobility.mp4', 'video'),
  attachment(5, 'Week 1 plan.pdf', 'other'),
  attachment(6, 'Macros.xlsx', 'other'),
  attachment(7, 'Intake form.docx', 'other'),
  attachment(8, 'Race day checklist.pdf', 'other'),
];

/** The attachments of a message being read, and of one being written (each can be removed). */
export function AttachmentListSpecimen() {
  const [editing, setEditing] = useState(examples);
  return (
    <Specimen name="Attachment list">
      <States $columns={2}>
        <State name="Reading">
          <AttachmentList label="Attachments" attachments={examples} onOpen={() => undefined} />
        </State>
        <State name="Editing">
          <AttachmentList
            label="Attachments to send"
            attachments={editing}
            onRemove={(item) => setEditing((items) => items.filter((one) => one.id !== item.id))}
          />
        </State>
      </States>
    </Specimen>
  );
}
