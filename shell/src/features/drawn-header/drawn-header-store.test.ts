import {
  drawnHeaderKey,
  forgetDrawnHeaders,
  headerSource,
  keepDrawnHeader,
  keptDrawnHeaderFor,
} from './drawn-header-store';

/** Whether a copy is kept for the path, and the copy itself when it was drawn from exactly `key`. */
const hasDrawnHeaderFor = (pathname: string) => keptDrawnHeaderFor(pathname) !== null;
const keptDrawnHeader = (pathname: string, key: string) => {
  const kept = keptDrawnHeaderFor(pathname);
  return kept?.key === key ? { html: kept.html, css: kept.css } : null;
};
const keep = (pathname: string, key: string) => keepDrawnHeader({ pathname, key, ...copy });

const me = { current: { id: 1, full_name: 'Casey Coach', role: 'coach' } };
const warnings = [{ name: 'custom_web_address' }];
const copy = { html: '<header>Casey Coach</header>', css: '.a{color:red}' };

afterEach(() => localStorage.clear());

test('the same answer gives the same key however its keys are ordered, another answer or day another key', () => {
  const day = new Date(2026, 10, 29, 9);
  const key = drawnHeaderKey(headerSource('/coach/programs/active', me, warnings, null), day);
  const reordered = { current: { role: 'coach', full_name: 'Casey Coach', id: 1 } };
  expect(drawnHeaderKey(headerSource('/coach/programs/active', reordered, warnings, undefined), day)).toBe(
    key,
  );
  expect(drawnHeaderKey(headerSource('/coach/programs/active', me, [], null), day)).not.toBe(key);
  expect(drawnHeaderKey(headerSource('/coach/calendar', me, warnings, null), day)).not.toBe(key);
  expect(
    drawnHeaderKey(headerSource('/coach/programs/active', me, warnings, null), new Date(2026, 10, 30, 9)),
  ).not.toBe(key);
});

test('a copy is drawn only for the very answer it was kept with', () => {
  const key = drawnHeaderKey(headerSource('/coach/programs/active', me, warnings, null));
  keep('/coach/programs/active', key);
  expect(keptDrawnHeader('/coach/programs/active', key)).toEqual(copy);
  expect(hasDrawnHeaderFor('/coach/programs/active')).toBe(true);
  expect(hasDrawnHeaderFor('/coach/calendar')).toBe(false);
  const renamed = { current: { ...me.current, full_name: 'Casey C.' } };
  expect(
    keptDrawnHeader(
      '/coach/programs/active',
      drawnHeaderKey(headerSource('/coach/programs/active', renamed, warnings, null)),
    ),
  ).toBeNull();
});

test('one copy per page, the latest few pages, and none after signing out', () => {
  const keyFor = (pathname: string, name = 'Casey Coach') =>
    drawnHeaderKey(headerSource(pathname, { current: { ...me.current, full_name: name } }, warnings, null));
  keep('/coach/programs/active', keyFor('/coach/programs/active'));
  keep('/coach/programs/active', keyFor('/coach/programs/active', 'Casey C.'));
  expect(keptDrawnHeader('/coach/programs/active', keyFor('/coach/programs/active'))).toBeNull();
  for (const pathname of ['/a', '/b', '/c', '/d']) keep(pathname, keyFor(pathname));
  expect(hasDrawnHeaderFor('/coach/programs/active')).toBe(false);
  expect(hasDrawnHeaderFor('/d')).toBe(true);
  forgetDrawnHeaders();
  expect(hasDrawnHeaderFor('/d')).toBe(false);
});

test('damaged storage is read as no copy', () => {
  localStorage.setItem('cf-drawn-header', '{not json');
  expect(hasDrawnHeaderFor('/coach/programs/active')).toBe(false);
  localStorage.setItem('cf-drawn-header', JSON.stringify([{ key: 1 }, 'x']));
  expect(keptDrawnHeader('/coach/programs/active', '1')).toBeNull();
});
