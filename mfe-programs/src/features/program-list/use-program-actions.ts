import { endpoints, type Program } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { useMutation } from '@tanstack/react-query';
import { apiErrorText, copy, useStoreProgram } from '../program-data';

type Action = 'archive' | 'restore' | 'duplicate';

const endpointOf = {
  archive: endpoints.archiveProgram,
  restore: endpoints.restoreProgram,
  duplicate: endpoints.duplicateProgram,
} as const;

const doneText = {
  archive: (before: Program) => copy.list.archived(before.title),
  restore: (before: Program) => copy.list.restored(before.title),
  duplicate: (_before: Program, after: Program) => copy.list.duplicatedToast(after.title),
} as const;

/** Archive, restore or duplicate a program; says what happened in a toast either way. */
export function useProgramAction() {
  const { api, toast } = usePlatform();
  const store = useStoreProgram();
  return useMutation({
    mutationFn: ({ action, program }: { action: Action; program: Program }) =>
      api.request(endpointOf[action], { params: { plan_id: program.id }, quiet: true }),
    onSuccess: (after, { action, program }) => {
      store(after);
      toast.show({ type: 'congrats', text: doneText[action](program, after) });
    },
    onError: (error) => toast.show({ type: 'error', text: apiErrorText(error) }),
  });
}
