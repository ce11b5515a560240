import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import type { ApiContext } from '../context';
import { challengeLibrary } from '../modules/challenges';
import { createInProcessBroadcaster, createRealtime, createRedisBroadcaster } from '../modules/realtime';
import { OperatorError, operatorCommands } from './operator-commands';

export const USAGE = `Usage: pnpm operator <command>

  exercises <file.json>            add or update the platform's exercises   {"exercises": [...]}
  challenges <file.json>           add or update the platform's challenges  {"challenges": [...]}
  challenges --library             add or update the challenge library this release ships (800+)
  templates <file.json>            add or update presets and HYROX templates {"templates": [...]}
  hyrox-access grant|revoke <id>   mark an account HYROX-affiliated, or no longer
  release-note <file.json>         publish a release note                    {"title", "body", "cta_name", "cta_url"}
  release-note --title <t> --body <b> [--cta-name <n> --cta-url <u>]

Works on the configured database: DATABASE_URL, else the embedded one under DATA_DIR (.data/platform, as
pnpm start). Examples are in api/src/operator/examples/.`;

/** A file named on the command line, read from where the operator typed the command. */
export function readJsonFile(name: string | undefined, cwd: string): unknown {
  if (!name) throw new OperatorError('Name a JSON file.');
  const path = isAbsolute(name) ? name : resolve(cwd, name);
  if (!existsSync(path)) throw new OperatorError(`No file at ${path}.`);
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new OperatorError(`${path} is not JSON: ${(error as Error).message}`);
  }
}

/** `--name value` pairs; anything else is a mistake the operator hears about. */
function flags(args: string[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (let index = 0; index < args.length; index += 2) {
    const flag = args[index]!;
    const value = args[index + 1];
    if (!flag.startsWith('--') || value === undefined)
      throw new OperatorError(`Expected --name value, got ${flag}.`);
    found[flag.slice(2).replace(/-/g, '_')] = value;
  }
  return found;
}

/**
 * Runs one operator command on an open database and answers the line to print. Release notes reach open
 * pages through Redis when the API runs with it; otherwise they show on the next visit.
 */
export async function runOperator(args: string[], context: ApiContext, cwd: string): Promise<string> {
  const [command, ...rest] = args;
  const { db } = context;
  switch (command) {
    case 'exercises':
      return operatorCommands.exercises(db, readJsonFile(rest[0], cwd));
    case 'challenges':
      return rest[0] === '--library'
        ? operatorCommands.challenges(db, challengeLibrary)
        : operatorCommands.challenges(db, readJsonFile(rest[0], cwd));
    case 'templates':
      return operatorCommands.templates(db, readJsonFile(rest[0], cwd));
    case 'hyrox-access': {
      const [change, id] = rest;
      if ((change !== 'grant' && change !== 'revoke') || !/^[1-9]\d{0,14}$/.test(id ?? ''))
        throw new OperatorError('Use: hyrox-access grant|revoke <account id>');
      return operatorCommands.hyroxAccess(db, Number(id), change === 'grant');
    }
    case 'release-note': {
      const note = rest[0]?.startsWith('--') ? flags(rest) : readJsonFile(rest[0], cwd);
      const broadcaster = context.config.redisUrl
        ? await createRedisBroadcaster(context.config.redisUrl)
        : createInProcessBroadcaster();
      try {
        return await operatorCommands.releaseNote(
          context,
          createRealtime(broadcaster, () => undefined),
          note,
        );
      } finally {
        await broadcaster.close();
      }
    }
    case undefined:
    case 'help':
    case '--help':
      return USAGE;
    default:
      throw new OperatorError(`Unknown command ${command}.\n\n${USAGE}`);
  }
}

/** The embedded database cannot be opened by two processes: refuse while the platform holds it. */
export function embeddedDatabaseInUse(databaseDir: string): boolean {
  return existsSync(join(databaseDir, 'postmaster.pid'));
}
