/**
 * Lets the browser in between two parts of a long piece of work (a paint, an input, a file that
 * arrived): at a phone's speed one piece of the shell's start was a task of 100–200 ms, during which the
 * page answered nothing. `scheduler.yield` resumes ahead of other tasks where the browser has it. No
 * imports: the header's starter, which runs before the shell's libraries, uses it too.
 */
export const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};
