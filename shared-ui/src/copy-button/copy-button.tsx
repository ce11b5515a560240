import { messages } from '@coachforge/contracts';
import { useEffect, useState } from 'react';
import { Button } from '../button/button';

const COPIED_NOTICE_MS = 3000;

export interface CopyButtonProps {
  /** What goes on the clipboard. */
  text: string;
  /** The button's accessible name ("Copy API key"); it reads "Copy". */
  label: string;
  /** What to say when the browser refuses to copy; a general sentence unless given. */
  failedText?: string;
}

/** Copies `text`; says so (or that it could not) beside the button, for screen readers too. */
export function CopyButton({ text, label, failedText = messages.ui.copyFailed }: CopyButtonProps) {
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (result !== 'copied') return;
    const timer = setTimeout(() => setResult(null), COPIED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [result]);
  return (
    <>
      <Button
        type="button"
        $variant="secondary"
        $size="small"
        aria-label={label}
        onClick={() => {
          if (!navigator.clipboard) return setResult('failed');
          navigator.clipboard.writeText(text).then(
            () => setResult('copied'),
            () => setResult('failed'),
          );
        }}
      >
        {messages.ui.copy}
      </Button>{' '}
      <span role="status">
        {result === 'copied' ? messages.ui.copied : result === 'failed' ? failedText : ''}
      </span>
    </>
  );
}
