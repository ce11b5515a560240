import { endpoints, type Program } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { programKeys } from './query-keys';

/** GET coach/plans/:plan_id */
export function useProgram(planId: number) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: programKeys.one(planId),
    queryFn: ({ signal }) =>
      api.request(endpoints.getProgram, { params: { plan_id: planId }, signal, quiet: true }),
    enabled: Number.isInteger(planId) && planId > 0,
  });
}

/**
 * Every program call answers with the program as it now is: keep that answer as the program and let the
 * lists ask again, so the list, the tabs and the editor never disagree.
 */
export function useStoreProgram() {
  const queryClient = useQueryClient();
  return useCallback(
    (program: Program) => {
      queryClient.setQueryData(programKeys.one(program.id), program);
      void queryClient.invalidateQueries({ queryKey: programKeys.lists() });
    },
    [queryClient],
  );
}
