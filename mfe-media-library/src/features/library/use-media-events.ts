import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePlatform } from '../../app/platform';

/** A `media.updated` event (from the realtime socket, through the shell's bus) refreshes lists and viewers. */
export function useMediaEvents() {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  useEffect(() => {
    const subscription = platform.bus.on('media.updated').subscribe(() => {
      void queryClient.invalidateQueries({ queryKey: ['media'] });
    });
    return () => subscription.unsubscribe();
  }, [platform, queryClient]);
}
