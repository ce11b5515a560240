import { messages } from '@coachforge/contracts';
import { Button } from '@coachforge/ui';
import { useEffect, useState } from 'react';

const COPIED_NOTICE_MS = 3000;

/** Copies `text`; says so (or that it could not) beside the button, for screen readers too. */
export function CopyButton({ text, label }: { text: string; label: string }) {
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
        {messages.automations.copy}
      </Button>{' '}
      <span role="status">
        {result === 'copied'
          ? messages.automations.copied
          : result === 'failed'
            ? messages.automations.copyFailed
            : ''}
      </span>
    </>
  );
}
