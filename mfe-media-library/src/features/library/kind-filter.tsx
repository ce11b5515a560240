import { MEDIA_FILTERS_MOBILE_MAX_PX, mediaKinds, messages, type MediaKind } from '@coachforge/contracts';
import { Button, Dialog } from '@coachforge/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useMediaQuery } from '../../components/use-media-query';
import { kindLabels } from './format';

const Holder = styled.div`
  position: relative;
`;

const Popup = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  z-index: 10;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(3)};
  min-width: 180px;
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.12);
  label {
    display: flex;
    gap: 8px;
    padding: 4px 0;
  }
`;

function KindChoices({
  value,
  onChange,
  kinds,
}: {
  value: MediaKind[];
  onChange: (kinds: MediaKind[]) => void;
  kinds: readonly MediaKind[];
}) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend className="visually-hidden">Kinds</legend>
      {kinds.map((kind) => (
        <label key={kind}>
          <input
            type="checkbox"
            checked={value.includes(kind)}
            onChange={(event) =>
              onChange(event.target.checked ? [...value, kind] : value.filter((chosen) => chosen !== kind))
            }
          />
          {kindLabels[kind]}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Filter by kind: on desktop a popup whose changes apply at once; at 991.98 px and below a modal
 * titled Filter with Clear and Apply Filter (spec 03 section 2.4).
 */
export function KindFilter({
  value,
  onChange,
  kinds = mediaKinds,
}: {
  value: MediaKind[];
  onChange: (kinds: MediaKind[]) => void;
  kinds?: readonly MediaKind[];
}) {
  const mobile = useMediaQuery(`(max-width: ${MEDIA_FILTERS_MOBILE_MAX_PX}px)`);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<MediaKind[]>(value);
  const label = value.length > 0 ? `Filter (${value.length})` : 'Filter';
  const allowed = (list: MediaKind[]) => list.filter((kind) => kinds.includes(kind));

  if (mobile) {
    return (
      <>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            setDraft(value);
            setOpen(true);
          }}
        >
          {label}
        </Button>
        <Dialog
          isOpen={open}
          title={messages.media.filterTitle}
          onClose={() => setOpen(false)}
          testId="media-filter-modal"
          actions={
            <>
              <Button type="button" $variant="secondary" onClick={() => setDraft([])}>
                {messages.media.clear}
              </Button>
              <Button
                type="button"
                onClick={() => {
                  onChange(allowed(draft));
                  setOpen(false);
                }}
              >
                {messages.media.applyFilter}
              </Button>
            </>
          }
        >
          <KindChoices value={draft} onChange={setDraft} kinds={kinds} />
        </Dialog>
      </>
    );
  }
  return (
    <Holder>
      <Button type="button" $variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
        {label}
      </Button>
      {open ? (
        <Popup data-testid="media-filter-popup">
          <KindChoices value={value} onChange={(next) => onChange(allowed(next))} kinds={kinds} />
        </Popup>
      ) : null}
    </Holder>
  );
}
