import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEcbReferenceRates } from './ecb-reference-file';

test('a 90-day file gives each day newest first, with only the currencies the platform supports', () => {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <Cube>
    <Cube time="2030-01-01"><Cube currency="USD" rate="1.20"/></Cube>
    <Cube time='2030-01-02'>
      <Cube currency='USD' rate='1.2500'/>
      <Cube currency='XDR' rate='0.9'/>
      <Cube currency='JPY' rate='160'/>
    </Cube>
  </Cube>
</gesmes:Envelope>`;
  expect(parseEcbReferenceRates(xml)).toEqual([
    { date: '2030-01-02', base: 'EUR', rates: { USD: '1.2500', JPY: '160' } },
    { date: '2030-01-01', base: 'EUR', rates: { USD: '1.20' } },
  ]);
});

test('a file with no rates is refused, so a wrong file is not taken for an empty day', () => {
  expect(() => parseEcbReferenceRates('<html>Not found</html>')).toThrow(/No ECB reference rates/);
  expect(() =>
    parseEcbReferenceRates("<Cube time='2030-01-02'><Cube currency='USD' rate='1,25'/></Cube>"),
  ).toThrow();
});

test('every bundled reference file reads, and is named after the day it holds', () => {
  const dir = join(__dirname, 'reference-rates');
  const files = readdirSync(dir).filter((file) => file.endsWith('.xml'));
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const [day] = parseEcbReferenceRates(readFileSync(join(dir, file), 'utf8'));
    expect(file).toBe(`eurofxref-${day!.date}.xml`);
    expect(Object.keys(day!.rates).length).toBeGreaterThan(20);
  }
});
