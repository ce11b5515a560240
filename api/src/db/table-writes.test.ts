import { openPglite, type Database } from './database';
import type { Reading } from './table-writes';

let db: Database;
beforeAll(async () => {
  db = await openPglite();
  await db.exec(`
    CREATE TABLE coaches (id int PRIMARY KEY, name text);
    CREATE TABLE programs (id int PRIMARY KEY, coach_id int REFERENCES coaches ON DELETE CASCADE, title text);
    CREATE TABLE weeks (id int PRIMARY KEY, program_id int REFERENCES programs ON DELETE CASCADE);
    CREATE TABLE reviews (id int PRIMARY KEY, coach_id int REFERENCES coaches, body text);
    CREATE TABLE audit (id serial PRIMARY KEY, note text);
    CREATE FUNCTION note_rename() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN INSERT INTO audit (note) VALUES (NEW.name); RETURN NEW; END $$;
    CREATE TABLE renamed (id int PRIMARY KEY, name text);
    CREATE TRIGGER renamed_note AFTER UPDATE ON renamed FOR EACH ROW EXECUTE FUNCTION note_rename();
    INSERT INTO coaches VALUES (1, 'Ada'), (2, 'Bo');
    INSERT INTO programs VALUES (10, 1, 'Base'), (20, 2, 'Peak');
    INSERT INTO weeks VALUES (100, 10);
    INSERT INTO reviews VALUES (1000, 1, 'Great');
    INSERT INTO renamed VALUES (1, 'x');
  `);
  await db.tables.learnSchema(db);
});
afterAll(() => db.close());

/** A reading of `sql`, as a request keeping its answer makes one. */
async function read(sql: string): Promise<Reading> {
  const reading = db.tables.startReading();
  await db.tables.within(reading, () => db.query(sql));
  return reading;
}

test('a reading holds until a table it read is written, and only such a write sets it aside', async () => {
  const reading = await read('SELECT p.title, c.name FROM programs p JOIN coaches c ON c.id = p.coach_id');
  expect([...reading.tables].sort()).toEqual(['coaches', 'programs']);
  await db.query(`UPDATE reviews SET body = 'Fine' WHERE id = 1000`);
  expect(db.tables.unchangedSince(reading)).toBe(true);
  await db.query(`UPDATE coaches SET name = 'Ada L.' WHERE id = 1`);
  expect(db.tables.unchangedSince(reading)).toBe(false);
});

test('a transaction counts as a write once it is over, committed or not', async () => {
  const reading = await read('SELECT * FROM reviews');
  let during = true;
  await db.transaction(async (tx) => {
    await tx.query(`UPDATE reviews SET body = 'Better' WHERE id = 1000`);
    during = db.tables.unchangedSince(reading);
  });
  expect(during).toBe(true);
  expect(db.tables.unchangedSince(reading)).toBe(false);

  const again = await read('SELECT * FROM reviews');
  await expect(
    db.transaction(async (tx) => {
      await tx.query(`UPDATE reviews SET body = 'Lost' WHERE id = 1000`);
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  expect(db.tables.unchangedSince(again)).toBe(false);
});

test('a delete reaches the tables its foreign keys cascade to, and no others', async () => {
  const weeks = await read('SELECT count(*) FROM weeks');
  const reviews = await read('SELECT count(*) FROM reviews');
  await db.query('DELETE FROM programs WHERE id = 10');
  expect(db.tables.unchangedSince(weeks)).toBe(false);
  // reviews refers to coaches without a cascade: a write to programs leaves it alone.
  expect(db.tables.unchangedSince(reviews)).toBe(true);
  const weeksAgain = await read('SELECT count(*) FROM weeks');
  await db.query('DELETE FROM coaches WHERE id = 2');
  expect(db.tables.unchangedSince(weeksAgain)).toBe(false);
});

test('a write to a table with a trigger, and any change of the schema, set every reading aside', async () => {
  const coaches = await read('SELECT * FROM coaches');
  await db.query(`UPDATE renamed SET name = 'y' WHERE id = 1`);
  expect(db.tables.unchangedSince(coaches)).toBe(false);
  const again = await read('SELECT * FROM coaches');
  await db.exec('CREATE INDEX reviews_by_coach ON reviews (coach_id)');
  expect(db.tables.unchangedSince(again)).toBe(false);
});

test('a reading notes what it wrote and when what it read stops being true', async () => {
  const writing = db.tables.startReading();
  await db.tables.within(writing, async () => {
    await db.query('SELECT * FROM coaches');
    await db.query(`INSERT INTO audit (note) VALUES ('seen')`);
    db.tables.expiresAt(new Date('2030-01-01T00:00:00Z'));
  });
  expect(writing.wrote).toBe(true);
  expect(writing.statements).toBe(2);
  expect(writing.notAfter).toBe(Date.parse('2030-01-01T00:00:00Z'));
});

test('words in string literals and comments neither write nor read', async () => {
  const reading = await read(
    `SELECT name FROM coaches WHERE name <> 'update reviews' -- delete from programs`,
  );
  expect(reading.wrote).toBe(false);
  expect([...reading.tables]).toEqual(['coaches']);
});

test('nothing is trusted before the schema is learnt', async () => {
  const fresh = await openPglite();
  try {
    expect(fresh.tables.trusted).toBe(false);
    const reading = fresh.tables.startReading();
    expect(fresh.tables.unchangedSince(reading)).toBe(false);
    await fresh.tables.learnSchema(fresh);
    expect(fresh.tables.trusted).toBe(true);
  } finally {
    await fresh.close();
  }
});
