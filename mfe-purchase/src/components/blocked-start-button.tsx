import { messages } from '@coachforge/contracts';
import { Button, Tooltip, type ButtonProps } from '@coachforge/ui';

/**
 * The Start button a client removed from the program by the coach sees (spec 02 §6): disabled, with the
 * reason as its tooltip. aria-disabled rather than disabled, so the button still takes hover and keyboard
 * focus and the tooltip can be read; it does nothing when pressed.
 */
export function BlockedStartButton({ $size }: Pick<ButtonProps, '$size'>) {
  return (
    <Tooltip content={messages.clients.blocked} delay={0}>
      <Button type="button" $size={$size} aria-disabled="true" data-testid="blocked-start">
        Start my Program
      </Button>
    </Tooltip>
  );
}
