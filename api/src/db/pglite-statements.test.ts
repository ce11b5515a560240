import { randomBytes } from 'node:crypto';
import { openPglite, openPostgres, type Database } from './database';

/**
 * The embedded database's prepared statements, and the PostgreSQL server's named ones when DATABASE_URL
 * names a server (as the rest of the suite proves both).
 */
const schema = `test_${randomBytes(6).toString('hex')}`;
const serverUrl = process.env.DATABASE_URL;
let db: Database;

beforeAll(async () => {
  db = serverUrl ? await openPostgres(serverUrl, schema) : await openPglite();
  await db.exec(`CREATE TABLE things (
    id bigint PRIMARY KEY, name text UNIQUE, at timestamptz, tags text[], data jsonb, price numeric, day date
  )`);
});
afterAll(async () => {
  if (serverUrl) await db.exec(`DROP SCHEMA ${schema} CASCADE`);
  await db.close();
});

test('a prepared statement answers what PGlite answers: types in, rows out, nulls and repeated calls', async () => {
  const at = new Date('2026-03-14T23:59:00Z');
  const insert = `INSERT INTO things (id, name, at, tags, data, price, day) VALUES ($1, $2, $3, $4, $5, $6, $7)
    RETURNING id::int, name, at, tags, data, price, to_char(day, 'YYYY-MM-DD') AS day`;
  const [first] = await db.query(insert, [1, 'one', at, ['a', 'b'], { n: 1 }, '9.90', '2026-03-15']);
  expect(first).toEqual({
    id: 1,
    name: 'one',
    at,
    tags: ['a', 'b'],
    data: { n: 1 },
    price: '9.90',
    day: '2026-03-15',
  });
  const [second] = await db.query(insert, [2, 'two', null, null, null, null, null]);
  expect(second).toMatchObject({ id: 2, at: null, tags: null, data: null, price: null, day: null });
  // The same text again and again, with other values: each call sees its own parameters.
  const select = 'SELECT name FROM things WHERE id = $1';
  for (const [id, name] of [
    [1, 'one'],
    [2, 'two'],
    [1, 'one'],
    [2, 'two'],
    [1, 'one'],
    [2, 'two'],
    [1, 'one'],
  ] as const) {
    expect(await db.query(select, [id])).toEqual([{ name }]);
  }
  expect(await db.query(select, [3])).toEqual([]);
});

test('a refused statement keeps its error code and constraint, and the next call works', async () => {
  const insert = 'INSERT INTO things (id, name) VALUES ($1, $2)';
  await db.query(insert, [10, 'ten']);
  await expect(db.query(insert, [11, 'ten'])).rejects.toMatchObject({
    code: '23505',
    constraint: 'things_name_key',
  });
  await expect(db.query('SELECT nothing FROM things WHERE id = $1', [1])).rejects.toMatchObject({
    code: '42703',
  });
  await db.query(insert, [11, 'eleven']);
  expect(await db.query('SELECT name FROM things WHERE id = $1', [11])).toEqual([{ name: 'eleven' }]);
});

test('transactions commit and roll back around prepared statements', async () => {
  const insert = 'INSERT INTO things (id, name) VALUES ($1, $2)';
  await db.transaction(async (tx) => {
    await tx.query(insert, [20, 'twenty']);
  });
  await expect(
    db.transaction(async (tx) => {
      await tx.query(insert, [21, 'twenty-one']);
      await tx.query(insert, [22, 'twenty']);
    }),
  ).rejects.toMatchObject({ code: '23505' });
  const names = await db.query<{ name: string }>(
    'SELECT name FROM things WHERE id IN ($1, $2, $3)',
    [20, 21, 22],
  );
  expect(names).toEqual([{ name: 'twenty' }]);
});

test('a table that gains a column under a prepared statement answers with the new column', async () => {
  await db.exec('CREATE TABLE widened (id int PRIMARY KEY)');
  await db.query('INSERT INTO widened (id) VALUES ($1)', [1]);
  const all = 'SELECT * FROM widened WHERE id = $1';
  expect(await db.query(all, [1])).toEqual([{ id: 1 }]);
  await db.exec("ALTER TABLE widened ADD COLUMN label text NOT NULL DEFAULT 'new'");
  expect(await db.query(all, [1])).toEqual([{ id: 1, label: 'new' }]);
});

test('statements asked at once each get their own answer; a refused one takes none of the others along', async () => {
  const insert = 'INSERT INTO things (id, name) VALUES ($1, $2) RETURNING id::int';
  await db.query(insert, [30, 'thirty']);
  const select = 'SELECT name FROM things WHERE id = $1';
  const outcomes = await Promise.allSettled([
    db.query(select, [30]),
    db.query(insert, [31, 'thirty']),
    db.query(insert, [32, 'thirty-two']),
    db.query('SELECT nothing FROM things WHERE id = $1', [1]),
    db.query(select, [30]),
    db.query('SELECT $1::int + 1 AS next', [41]),
    db.query(select, [99]),
  ]);
  expect(outcomes).toEqual([
    { status: 'fulfilled', value: [{ name: 'thirty' }] },
    { status: 'rejected', reason: expect.objectContaining({ code: '23505', constraint: 'things_name_key' }) },
    { status: 'fulfilled', value: [{ id: 32 }] },
    { status: 'rejected', reason: expect.objectContaining({ code: '42703' }) },
    { status: 'fulfilled', value: [{ name: 'thirty' }] },
    { status: 'fulfilled', value: [{ next: 42 }] },
    { status: 'fulfilled', value: [] },
  ]);
  // The refused insert left nothing behind, the one beside it stays.
  expect(await db.query('SELECT id::int FROM things WHERE id IN ($1, $2) ORDER BY id', [31, 32])).toEqual([
    { id: 32 },
  ]);
});

// On a server another connection reads beside the transaction; the embedded database runs one at a time.
const embeddedOnly = serverUrl ? test.skip : test;

embeddedOnly('statements asked while a transaction runs wait for it, and see what it committed', async () => {
  const insert = 'INSERT INTO things (id, name) VALUES ($1, $2)';
  const select = 'SELECT name FROM things WHERE id = $1';
  let inside!: () => void;
  const holding = new Promise<void>((resolve) => (inside = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const transaction = db.transaction(async (tx) => {
    await tx.query(insert, [50, 'fifty']);
    inside();
    await released;
  });
  await holding;
  const read = db.query(select, [50]);
  release();
  await transaction;
  expect(await read).toEqual([{ name: 'fifty' }]);
});
