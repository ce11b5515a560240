import { endpoints, type ClientNoteRequest } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const notesKey = (athleteId: number) => ['programs', 'client-notes', athleteId] as const;

/** The account's private notes about a client (decision 0198). */
export function useClientNotes(athleteId: number) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: notesKey(athleteId),
    queryFn: ({ signal }) =>
      api.request(endpoints.clientNotes, { params: { athlete_id: athleteId }, signal, quiet: true }),
  });
}

/** Writes, rewrites (with an id) or removes (body null) a note, then reads the notes again. */
export function useChangeClientNote(athleteId: number) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: ClientNoteRequest | null }) => {
      const params = { athlete_id: athleteId, ...(id === null ? {} : { note_id: id }) };
      if (body === null) return api.request(endpoints.removeClientNote, { params, quiet: true });
      if (id === null) return api.request(endpoints.addClientNote, { params, body, quiet: true });
      return api.request(endpoints.updateClientNote, { params, body, quiet: true });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesKey(athleteId) }),
  });
}
