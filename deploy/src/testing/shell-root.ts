import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The shell's page as its build writes it, reduced to what the web server reads and rewrites. */
export const SHELL_PAGE =
  '<html><head><title>Coachforge</title><script defer src="/main.js"></script></head>' +
  '<body><main id="cf-main"><div id="cf-boot" role="status">Loading…</div></main></body></html>';

/** A folder holding only the shell's page, for a web server under test; the caller removes it. */
export function shellRootWithPage(): string {
  const shellRoot = mkdtempSync(join(tmpdir(), 'shell-'));
  writeFileSync(join(shellRoot, 'index.html'), SHELL_PAGE);
  return shellRoot;
}
