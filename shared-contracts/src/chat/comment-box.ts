/**
 * The comment box rule (spec 02 section 5), one for every comment box (leaderboards, calendars): sending
 * needs words once trimmed, or at least one attachment, and is blocked while a send is under way.
 */
export function canSendComment({
  text,
  attachments = 0,
  sending,
}: {
  text: string;
  attachments?: number;
  sending: boolean;
}): boolean {
  if (sending) return false;
  return text.trim() !== '' || attachments > 0;
}
