import { messages, type MediaItem, type PriceOption } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { Button, Dialog, ErrorPanel, TextArea } from '@coachforge/ui';
import { useState } from 'react';
import { apiErrorText, apiFieldErrors, copy } from '../program-data';

/**
 * After a price changes, the owner tells the option's clients (text and/or media from the library) or
 * chooses Don't notify (spec 02 sections 4 and 7). Send message needs one of the two.
 */
export function PriceChangeMessageDialog({
  option,
  onSend,
  onSkip,
}: {
  option: PriceOption;
  onSend: (text: string, media: MediaItem[]) => Promise<unknown>;
  onSkip: () => Promise<unknown>;
}) {
  const { openMediaLibrary } = usePlatform();
  const [text, setText] = useState('');
  const [media, setMedia] = useState<MediaItem[]>([]);
  const [busy, setBusy] = useState<'send' | 'skip' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const canSend = text.trim().length > 0 || media.length > 0;

  const run = async (which: 'send' | 'skip', call: () => Promise<unknown>) => {
    setBusy(which);
    setFailure(null);
    try {
      await call();
    } catch (error) {
      setFailure(apiFieldErrors(error).text ?? apiErrorText(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog
      isOpen
      size="medium"
      title={copy.prices.changedTitle}
      testId="price-change-message"
      actions={
        <>
          <Button
            type="button"
            $variant="secondary"
            loading={busy === 'skip'}
            disabled={busy !== null}
            onClick={() => void run('skip', onSkip)}
          >
            {copy.prices.dontNotify}
          </Button>
          <Button
            type="button"
            loading={busy === 'send'}
            disabled={!canSend || busy !== null}
            onClick={() => void run('send', () => onSend(text.trim(), media))}
          >
            {copy.prices.sendMessage}
          </Button>
        </>
      }
    >
      <p>{copy.prices.changedBody(option.price_format)}</p>
      {failure ? <ErrorPanel title={failure} /> : null}
      <TextArea
        label={copy.prices.messageText}
        rows={4}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div>
        <Button
          type="button"
          $variant="secondary"
          onClick={() =>
            void openMediaLibrary({ mode: 'add', multiple: true, selected: media }).then(
              setMedia,
              () => undefined,
            )
          }
        >
          {copy.prices.addMedia}
        </Button>
        {media.length > 0 ? (
          <ul data-testid="message-media">
            {media.map((item) => (
              <li key={item.id}>{item.title}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {!canSend ? <p>{messages.prices.messageNeedsContent}</p> : null}
    </Dialog>
  );
}
