import { endpoints, type WorkoutTemplate, type WorkoutTemplateRequest } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const templatesKey = ['templates'] as const;

/**
 * The account's templates and the platform's it may use, searched by title on the server. Not asked for
 * when the plan cannot insert them (`enabled` false).
 */
export function useTemplates(search: string, enabled = true) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: [...templatesKey, search],
    queryFn: ({ signal }) =>
      api.request(endpoints.templates, { signal, quiet: true, query: search ? { search } : {} }),
    placeholderData: (previous) => previous,
    enabled,
  });
}

/** One template with its day: reading it is inserting it (the API refuses the FREE plan). */
export function useFetchTemplate() {
  const { api } = usePlatform();
  return useMutation({
    mutationFn: (id: number): Promise<WorkoutTemplate> =>
      api.request(endpoints.template, { params: { template_id: id }, quiet: true }),
  });
}

/** "Save day as template"; the lists follow. */
export function useSaveTemplate() {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: WorkoutTemplateRequest) =>
      api.request(endpoints.createTemplate, { body: template, quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKey }),
  });
}
