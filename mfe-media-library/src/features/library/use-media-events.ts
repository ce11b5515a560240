import { useBusEvent } from '@coachforge/remote-kit';
import { useQueryClient } from '@tanstack/react-query';

/** A `media.updated` event (from the realtime socket, through the shell's bus) refreshes lists and viewers. */
export function useMediaEvents() {
  const queryClient = useQueryClient();
  useBusEvent('media.updated', () => void queryClient.invalidateQueries({ queryKey: ['media'] }));
}
