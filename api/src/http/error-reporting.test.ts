import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { messages } from '@coachforge/contracts';
import { flushErrorReports } from './error-reporting';
import { signedUp, startTestApi, type TestApi } from '../testing/test-api';

/** A collector speaking the Sentry envelope protocol, as GlitchTip or Sentry would receive the reports. */
let collector: Server;
const envelopes: string[] = [];
let api: TestApi;

beforeAll(async () => {
  collector = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      envelopes.push(
        request.headers['content-encoding'] === 'gzip' ? gunzipSync(body).toString() : body.toString(),
      );
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const { port } = collector.address() as AddressInfo;
  api = await startTestApi({
    errorReporting: { dsn: `http://publickey@127.0.0.1:${port}/42`, environment: 'test' },
  });
  // A defect the platform does not have yet, so that one unexpected error can be seen leaving.
  api.app.post('/api/defect', async () => {
    throw new Error('the ledger does not balance');
  });
});

afterAll(async () => {
  await api.close();
  await new Promise<void>((resolve) => collector.close(() => resolve()));
});

test('an unexpected error is answered with a generic 500 and reported to the configured collector, without the caller’s secrets', async () => {
  const { auth, password } = await signedUp(api);
  const response = await api.call({
    method: 'POST',
    url: '/api/defect',
    headers: auth,
    payload: { password },
  });
  expect(response.statusCode).toBe(500);
  expect(response.json().error).toBe(messages.api.internal);
  await flushErrorReports();
  const report = envelopes.find((envelope) => envelope.includes('the ledger does not balance'));
  expect(report).toBeDefined();
  expect(report).toContain('"environment":"test"');
  expect(report).not.toContain(auth.authorization.slice('Bearer '.length));
  expect(report).not.toContain(password);
});

test('what is refused as the caller’s mistake (4xx) is not reported', async () => {
  envelopes.length = 0;
  const response = await api.call({
    method: 'POST',
    url: '/api/users/sign_in',
    payload: '{',
    headers: { 'content-type': 'application/json' },
  });
  expect(response.statusCode).toBe(400);
  await flushErrorReports();
  expect(envelopes).toEqual([]);
});
