import { ProgramRoutePage, QueryState, usePlanId, useProgram } from '../program-data';
import { ProgramClientsList } from './program-clients-list';

/** create_sign_up_clients: while editing, the clients added or invited before they join (pending). */
export function SignUpClientsPage() {
  const program = useProgram(usePlanId());
  return (
    <ProgramRoutePage route="create_sign_up_clients">
      <QueryState query={program}>
        {(current) => <ProgramClientsList program={current} list="pending" />}
      </QueryState>
    </ProgramRoutePage>
  );
}
