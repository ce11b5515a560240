import { clearStackState, isRunning, readStackState } from './stack-state';

/** Ends the processes the start command recorded (nginx, the API instances) and nothing else. */
export async function stopStack(): Promise<void> {
  const state = readStackState();
  if (!state) {
    console.log('The production-like stack is not running.');
    return;
  }
  for (const { pid } of state.processes) if (isRunning(pid)) process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 15_000;
  for (const { name, pid } of state.processes) {
    while (isRunning(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    if (isRunning(pid)) {
      console.warn(`${name} (pid ${pid}) did not stop within 15 s; ending it`);
      process.kill(pid, 'SIGKILL');
    }
  }
  clearStackState();
  console.log('The production-like stack is stopped.');
}

if (require.main === module)
  stopStack().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
