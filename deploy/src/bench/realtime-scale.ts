import WebSocket from 'ws';
import {
  apiPath,
  CABLE_PATH,
  CABLE_SUBPROTOCOL,
  CABLE_TOKEN_PARAM,
  endpoints,
  ADMIN_TOKEN_HEADER,
  API_VERSION,
} from '@coachforge/contracts';
import {
  BENCH_ADMIN_TOKEN,
  BENCH_API_PORT,
  freshPostgresDatabase,
  mb,
  settledRss,
  signUpCoach,
  startApi,
  type ApiUnderTest,
} from './support/api-process';
import { median, percentile, type BenchSection } from './support/report';

/**
 * One API instance holding SOCKETS ActionCable connections from this process on loopback, each subscribed
 * to SystemNotificationChannel, and a broadcast to all of them (an operator publishing a release note):
 * how long until each socket has it, and what a connection costs the API in resident memory.
 * The clock starts when the publishing request is sent, so the figures include the API storing the note.
 */
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);
const BROADCASTS = Number(process.env.BENCH_BROADCASTS ?? 5);
const PORT = BENCH_API_PORT + 2;
/** Connections opened at once: a burst like a deploy's reconnect storm, without exhausting the backlog. */
const OPENING_BATCH = 250;
const IDENTIFIER = JSON.stringify({ channel: 'SystemNotificationChannel' });

interface Listener {
  socket: WebSocket;
  /** Called with the time a release note arrived. */
  onNote: ((at: number) => void) | null;
}

function connect(api: ApiUnderTest, token: string): Promise<Listener> {
  const url = `${api.origin.replace('http', 'ws')}${CABLE_PATH}?${CABLE_TOKEN_PARAM}=${encodeURIComponent(token)}`;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, CABLE_SUBPROTOCOL, { perMessageDeflate: false });
    const listener: Listener = { socket, onNote: null };
    const timer = setTimeout(() => reject(new Error('no subscription confirmed within 60 s')), 60_000);
    socket.on('error', reject);
    socket.on('message', (raw) => {
      const text = raw.toString();
      // Cheap checks first: the generator's own parsing must not be what the figures measure.
      if (text.includes('new_release_note')) listener.onNote?.(performance.now());
      else if (text.includes('"welcome"'))
        socket.send(JSON.stringify({ command: 'subscribe', identifier: IDENTIFIER }));
      else if (text.includes('confirm_subscription')) {
        clearTimeout(timer);
        resolve(listener);
      } else if (text.includes('reject_subscription') || text.includes('"disconnect"')) {
        clearTimeout(timer);
        reject(new Error(`refused: ${text}`));
      }
    });
  });
}

async function broadcastOnce(api: ApiUnderTest, listeners: Listener[], round: number) {
  const delays: number[] = [];
  const allArrived = new Promise<void>((resolve) => {
    let started = 0;
    for (const listener of listeners) {
      listener.onNote = (at) => {
        listener.onNote = null;
        delays.push(at - started);
        if (delays.length === listeners.length) resolve();
      };
    }
    started = performance.now();
    void fetch(`${api.origin}${apiPath(endpoints.publishReleaseNote)}`, {
      method: 'POST',
      headers: {
        'API-Version': API_VERSION,
        'content-type': 'application/json',
        [ADMIN_TOKEN_HEADER]: BENCH_ADMIN_TOKEN,
      },
      body: JSON.stringify({ title: `Benchmark note ${round}`, body: 'What is new this week.' }),
    });
  });
  await Promise.race([allArrived, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  for (const listener of listeners) listener.onNote = null;
  return {
    received: delays.length,
    p50: percentile(delays, 50),
    p95: percentile(delays, 95),
    max: Math.max(...delays),
  };
}

export async function benchRealtimeScale(): Promise<BenchSection[]> {
  // On the PostgreSQL server when one answers: the embedded database's own memory moves by hundreds of MB
  // as it settles, which would drown what the sockets cost.
  const databaseUrl = freshPostgresDatabase() ?? undefined;
  const api = await startApi({ port: PORT, databaseUrl, env: { SOCKETS_PER_IDENTITY: String(SOCKETS * 2) } });
  const listeners: Listener[] = [];
  try {
    const token = await signUpCoach(api, 'realtime');
    const before = await settledRss(api.pid);
    const opening = performance.now();
    while (listeners.length < SOCKETS) {
      const batch = Math.min(OPENING_BATCH, SOCKETS - listeners.length);
      listeners.push(...(await Promise.all(Array.from({ length: batch }, () => connect(api, token)))));
    }
    const openSeconds = (performance.now() - opening) / 1000;
    const held = await settledRss(api.pid);
    const rounds = [];
    for (let round = 1; round <= BROADCASTS; round += 1)
      rounds.push(await broadcastOnce(api, listeners, round));
    const perConnectionKb = (held - before) / SOCKETS / 1024;
    return [
      {
        title: `Realtime: ${SOCKETS} ActionCable connections on one API instance, ${BROADCASTS} broadcasts to all (goal: p95 < 500 ms, < 30 KB per connection)`,
        columns: ['broadcast', 'received', 'p50 ms', 'p95 ms', 'max ms'],
        rows: [
          ...rounds.map((round, index) => [
            index + 1,
            round.received,
            round.p50.toFixed(0),
            round.p95.toFixed(0),
            round.max.toFixed(0),
          ]),
          [
            'median',
            median(rounds.map((round) => round.received)),
            median(rounds.map((round) => round.p50)).toFixed(0),
            median(rounds.map((round) => round.p95)).toFixed(0),
            median(rounds.map((round) => round.max)).toFixed(0),
          ],
        ],
        notes: [
          `database: ${databaseUrl ? 'PostgreSQL server' : 'embedded'}; opened in ${openSeconds.toFixed(1)} s; API RSS ${mb(before)} MB before, ${mb(held)} MB holding them: ${perConnectionKb.toFixed(1)} KB per connection`,
        ],
        figures: {
          sockets: SOCKETS,
          openSeconds,
          rssBefore: before,
          rssHolding: held,
          perConnectionKb,
          rounds,
        },
      },
    ];
  } finally {
    for (const listener of listeners) listener.socket.terminate();
    await api.stop();
  }
}
