import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { deliverQueuedMail, signedUp, startTestApi, type TestApi } from '../../testing/test-api';

interface Received {
  to: string[];
  data: string;
}

let server: SMTPServer;
let api: TestApi;
const received: Received[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        done();
      });
    },
  });
  // Port 0: the system picks a free one, so parallel runs never collide.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  api = await startTestApi({
    appUrl: 'https://app.example',
    smtp: { host: '127.0.0.1', port, secure: false, user: undefined, password: undefined },
    mailFrom: 'Coachforge <hello@app.example>',
  });
});

afterAll(async () => {
  await api.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test('with SMTP settings the confirmation mail goes out over SMTP with its link', async () => {
  const { email } = await signedUp(api);
  await deliverQueuedMail(api);
  expect(received).toHaveLength(1);
  expect(received[0]!.to).toEqual([email]);
  const unfolded = received[0]!.data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  expect(unfolded).toContain('Subject: Confirm your email address');
  expect(unfolded).toContain('From: Coachforge <hello@app.example>');
  expect(unfolded).toMatch(/https:\/\/app\.example\/onboarding\/confirmation\?confirmation_token=[\w-]{43}/);
});

test('with SMTP settings there is no local outbox', async () => {
  const response = await api.app.inject({ method: 'GET', url: '/api/dev/outbox' });
  expect(response.statusCode).toBe(404);
});

test('in production the outbox is not served, even without SMTP', async () => {
  const production = await startTestApi({ serveOutbox: false });
  try {
    expect((await production.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
  } finally {
    await production.close();
  }
});

test('a mail server that refuses connections does not slow or fail sign-up; the mail is retried later', async () => {
  const unreachable = await startTestApi({
    smtp: { host: '127.0.0.1', port: 9, secure: false, user: undefined, password: undefined },
    media: { ...api.config.media, jobPollMs: 0 },
  });
  try {
    const { email } = await signedUp(unreachable);
    await deliverQueuedMail(unreachable);
    const [job] = await unreachable.db.query<{
      payload: { to: string };
      attempts: number;
      finished_at: Date | null;
    }>("SELECT payload, attempts, finished_at FROM background_jobs WHERE kind = 'mail.deliver'");
    expect(job).toMatchObject({ payload: { to: email }, attempts: 1, finished_at: null });
  } finally {
    await unreachable.close();
  }
});
