import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORKSPACE_ROOT } from '../paths';

/**
 * The production-like stack keeps its config, logs, process ids and API data here (ignored by git).
 * `STACK_DIR` moves it, so the e2e tests' stack never meets one a developer has running.
 */
export const STACK_DIR = process.env.STACK_DIR ?? join(WORKSPACE_ROOT, '.data', 'stack');
const STATE_FILE = join(STACK_DIR, 'state.json');

export interface StackState {
  url: string;
  /** Every process the start command started, so stop ends exactly those. */
  processes: { name: string; pid: number }[];
}

export const readStackState = (): StackState | null =>
  existsSync(STATE_FILE) ? (JSON.parse(readFileSync(STATE_FILE, 'utf8')) as StackState) : null;

export const writeStackState = (state: StackState) =>
  writeFileSync(STATE_FILE, `${JSON.stringify(state, null, 2)}\n`);

export const clearStackState = () => rmSync(STATE_FILE, { force: true });

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
