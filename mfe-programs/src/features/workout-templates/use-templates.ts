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

/** One template with its day, to edit or read (the FREE plan cannot: the API answers 403). */
export function useTemplate(id: number | null) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: [...templatesKey, 'one', id],
    queryFn: ({ signal }) =>
      api.request(endpoints.template, { params: { template_id: id! }, signal, quiet: true }),
    enabled: id !== null,
  });
}

/** Rewrites one of the account's own templates; the lists follow. */
export function useUpdateTemplate(id: number) {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: WorkoutTemplateRequest) =>
      api.request(endpoints.updateTemplate, { params: { template_id: id }, body: template, quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKey }),
  });
}

/** Removes one of the account's own templates; days it was inserted into keep their sessions. */
export function useRemoveTemplate() {
  const { api } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.request(endpoints.removeTemplate, { params: { template_id: id }, quiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKey }),
  });
}
