import { endpoints, type Exercise, type ExerciseRequest } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The account's exercises and the platform's, as the schedule builder reads them too. */
export function useExercises() {
  const { api } = usePlatform();
  return useQuery({
    queryKey: ['exercises'],
    queryFn: ({ signal }) => api.request(endpoints.exercises, { signal, quiet: true }),
    staleTime: 5 * 60_000,
  });
}

/** Creates an exercise (id null) or saves one; the library (and the builder's picker) follow. */
export function useSaveExercise() {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, exercise }: { id: number | null; exercise: ExerciseRequest }): Promise<Exercise> =>
      id === null
        ? api.request(endpoints.createExercise, { body: exercise, quiet: true })
        : api.request(endpoints.updateExercise, { params: { exercise_id: id }, body: exercise, quiet: true }),
    // Not awaited: the dialog closes once the exercise is saved, not once the whole library is read again
    // (a save waited on that refetch and the dialog stayed busy after the server had answered).
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['exercises'] }),
  });
}
