import { endpoints, MAX_PROGRAM_ATTACHMENTS, messages, type Program } from '@coachforge/contracts';
import { callEndpoint, createProgram } from '../../testing/programs';
import { signedUp, startTestApi, type TestApi } from '../../testing/test-api';
import { PNG, uploadMedia } from '../../testing/uploads';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

type Auth = Record<string, string>;
const PDF = Buffer.from('%PDF-1.4\n% a training guide\n%%EOF\n');
const attach = (auth: Auth, planId: number, mediaIds: unknown) =>
  callEndpoint(api, endpoints.setProgramAttachments, auth, {
    params: { plan_id: planId },
    payload: { media_ids: mediaIds },
  });
const settings = (auth: Auth, planId: number, payload: object) =>
  callEndpoint(api, endpoints.updateProgramSettings, auth, { params: { plan_id: planId }, payload });
const publicPage = (auth: Auth | undefined, planId: number) =>
  callEndpoint(api, endpoints.getPublicPlan, auth ?? {}, { params: { plan_id: planId } });
const titles = (program: Pick<Program, 'attachments'>) => program.attachments.map((item) => item.title);

/** A published free program with a guide and a picture of the coach's library attached. */
async function programWithFiles(payload: object = {}) {
  const coach = await signedUp(api, { role: 'coach' });
  const program = await createProgram(api, coach.auth, 'one_many', 'Engine Club');
  await settings(coach.auth, program.id, { plan_pricing: 'free', ...payload });
  const guide = await uploadMedia(api, coach.auth, 'guide.pdf', PDF, 'application/pdf');
  const picture = await uploadMedia(api, coach.auth, 'warm-up.png', PNG, 'image/png');
  expect((await attach(coach.auth, program.id, [guide.id, picture.id])).statusCode).toBe(200);
  const published = await callEndpoint(api, endpoints.publishProgram, coach.auth, {
    params: { plan_id: program.id },
  });
  expect(published.statusCode).toBe(200);
  return { coach, program, guide, picture };
}

test('a coach attaches files of their library in order, moves one and removes one', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const program = await createProgram(api, coach.auth, 'fixed');
  const guide = await uploadMedia(api, coach.auth, 'guide.pdf', PDF, 'application/pdf');
  const picture = await uploadMedia(api, coach.auth, 'warm-up.png', PNG, 'image/png');

  const attached = await attach(coach.auth, program.id, [guide.id, picture.id, guide.id]);
  expect(attached.statusCode).toBe(200);
  expect(attached.json().attachments).toEqual([
    {
      id: guide.id,
      title: 'guide.pdf',
      kind: 'other',
      file_size: PDF.length,
      content_type: 'application/pdf',
    },
    { id: picture.id, title: 'warm-up.png', kind: 'image', file_size: PNG.length, content_type: 'image/png' },
  ]);
  expect(titles((await attach(coach.auth, program.id, [picture.id, guide.id])).json())).toEqual([
    'warm-up.png',
    'guide.pdf',
  ]);
  expect(titles((await attach(coach.auth, program.id, [guide.id])).json())).toEqual(['guide.pdf']);
  const read = await callEndpoint(api, endpoints.getProgram, coach.auth, { params: { plan_id: program.id } });
  expect(titles(read.json())).toEqual(['guide.pdf']);
  expect((await attach(coach.auth, program.id, [])).json().attachments).toEqual([]);
});

test('only files of the program’s own account are attached, and only by that account', async () => {
  const coach = await signedUp(api, { role: 'coach' });
  const other = await signedUp(api, { role: 'coach' });
  const program = await createProgram(api, coach.auth, 'fixed');
  const mine = await uploadMedia(api, coach.auth, 'guide.pdf', PDF, 'application/pdf');
  const theirs = await uploadMedia(api, other.auth, 'theirs.pdf', PDF, 'application/pdf');
  await attach(coach.auth, program.id, [mine.id]);

  const foreign = await attach(coach.auth, program.id, [mine.id, theirs.id]);
  expect(foreign.statusCode).toBe(422);
  expect(foreign.json().errors.media_ids).toEqual([messages.programs.attachmentNotYours]);
  // Another account cannot change the program, even with its own files.
  expect((await attach(other.auth, program.id, [theirs.id])).statusCode).toBe(404);
  const client = await signedUp(api, { role: 'user' });
  expect((await attach(client.auth, program.id, [mine.id])).statusCode).toBeGreaterThanOrEqual(400);
  const read = await callEndpoint(api, endpoints.getProgram, coach.auth, { params: { plan_id: program.id } });
  expect(titles(read.json())).toEqual(['guide.pdf']);
});

test.each([
  ['a missing list', undefined],
  ['a list of words', ['one']],
  ['a negative id', [-1]],
  ['a fraction', [1.5]],
  ['an object', { 0: 1 }],
  ['an id that exists nowhere', [9_007_199_254]],
  ['too many files', Array.from({ length: MAX_PROGRAM_ATTACHMENTS + 1 }, (_, i) => i + 1)],
])('%s is refused with 422 and changes nothing', async (_, mediaIds) => {
  const coach = await signedUp(api, { role: 'coach' });
  const program = await createProgram(api, coach.auth, 'fixed');
  const refused = await attach(coach.auth, program.id, mediaIds);
  expect(refused.statusCode).toBe(422);
  const read = await callEndpoint(api, endpoints.getProgram, coach.auth, { params: { plan_id: program.id } });
  expect(read.json().attachments).toEqual([]);
});

test('the public page lists the attachments with a signed address that serves the file', async () => {
  const { program, guide } = await programWithFiles();
  const shown = await publicPage(undefined, program.id);
  expect(shown.statusCode).toBe(200);
  const attachments = shown.json().attachments as { id: number; title: string; url: string }[];
  expect(attachments.map((item) => [item.id, item.title])).toEqual([
    [guide.id, 'guide.pdf'],
    [expect.any(Number), 'warm-up.png'],
  ]);
  expect(attachments[0]).toMatchObject({
    kind: 'other',
    file_size: PDF.length,
    content_type: 'application/pdf',
  });
  const file = await api.call({ method: 'GET', url: attachments[0]!.url });
  expect(file.statusCode).toBe(200);
  expect(file.rawPayload.equals(PDF)).toBe(true);
  // An address that was not signed serves nothing.
  const forged = attachments[0]!.url.replace(/([?&](signature|sig|token)=)[^&]+/, '$1forged');
  expect(forged).not.toBe(attachments[0]!.url);
  expect((await api.call({ method: 'GET', url: forged })).statusCode).toBeGreaterThanOrEqual(400);
});

test('a private program lists its attachments only to the owner and the allowed addresses', async () => {
  const allowed = await signedUp(api, { role: 'user' });
  const stranger = await signedUp(api, { role: 'user' });
  const { coach, program } = await programWithFiles({
    accessibility: false,
    allowed_emails: [allowed.email],
  });
  const files = async (auth: Auth | undefined) =>
    ((await publicPage(auth, program.id)).json().attachments as { title: string }[]).map((i) => i.title);
  expect(await files(undefined)).toEqual([]);
  expect(await files(stranger.auth)).toEqual([]);
  expect(await files(allowed.auth)).toEqual(['guide.pdf', 'warm-up.png']);
  expect(await files(coach.auth)).toEqual(['guide.pdf', 'warm-up.png']);
});

test('the waiver’s files are listed with it, named, and a file deleted from the library leaves both lists', async () => {
  const { coach, program, guide, picture } = await programWithFiles();
  const waiverFile = await uploadMedia(api, coach.auth, 'waiver.pdf', PDF, 'application/pdf');
  const set = await settings(coach.auth, program.id, {
    plan_waiver: { show: true, text: 'I train at my own risk', attachments: [waiverFile.id, picture.id] },
  });
  expect(set.json().plan_waiver.attachment_items.map((i: { title: string }) => i.title)).toEqual([
    'waiver.pdf',
    'warm-up.png',
  ]);
  const client = await signedUp(api, { role: 'user' });
  const page = (await publicPage(client.auth, program.id)).json();
  expect(page.plan_waiver.attachments.map((i: { title: string }) => i.title)).toEqual([
    'waiver.pdf',
    'warm-up.png',
  ]);

  const removed = await callEndpoint(api, endpoints.deleteMedia, coach.auth, { params: { id: picture.id } });
  expect(removed.statusCode).toBeLessThan(300);
  const after = (await publicPage(client.auth, program.id)).json();
  expect(after.attachments.map((i: { id: number }) => i.id)).toEqual([guide.id]);
  expect(after.plan_waiver.attachments.map((i: { title: string }) => i.title)).toEqual(['waiver.pdf']);
  const read = await callEndpoint(api, endpoints.getProgram, coach.auth, { params: { plan_id: program.id } });
  expect(read.json().plan_waiver.attachment_items.map((i: { title: string }) => i.title)).toEqual([
    'waiver.pdf',
  ]);
});

test('a duplicated program keeps the attachments', async () => {
  const { coach, program } = await programWithFiles();
  const copy = await callEndpoint(api, endpoints.duplicateProgram, coach.auth, {
    params: { plan_id: program.id },
  });
  expect(titles(copy.json())).toEqual(['guide.pdf', 'warm-up.png']);
});
