import { availableTabs, initialTab, mayAddTo, type TabContext } from './tab-rules';

const coach: TabContext = {
  mode: 'add',
  isCoach: true,
  isAccountOwner: true,
  hyroxAccess: false,
  hyroxTemplate: false,
};

test.each([
  ['a coach without HYROX in add mode', coach, ['files', 'coachforge']],
  ['a coach with HYROX in add mode', { ...coach, hyroxAccess: true }, ['files', 'hyrox', 'coachforge']],
  ['a client in add mode', { ...coach, isCoach: false }, ['files']],
  [
    'an owner with HYROX in upload-only mode (never the product library)',
    { ...coach, mode: 'upload', hyroxAccess: true },
    ['files', 'hyrox'],
  ],
  [
    'an invited coach with HYROX in upload-only mode',
    { ...coach, mode: 'upload', hyroxAccess: true, isAccountOwner: false },
    ['files'],
  ],
  [
    'a coach opening a HYROX template with HYROX access',
    { ...coach, hyroxAccess: true, hyroxTemplate: true },
    ['hyrox', 'coachforge'],
  ],
] as const)('tabs for %s', (_label, context, tabs) => {
  expect(availableTabs(context as TabContext)).toEqual(tabs);
});

test.each([
  ['the saved product tab for a client', 'coachforge', { ...coach, isCoach: false }, 'files'],
  ['the saved hyrox tab without HYROX access', 'hyrox', coach, 'files'],
  ['the saved product tab for a coach', 'coachforge', coach, 'coachforge'],
  ['nothing saved on a HYROX template', null, { ...coach, hyroxAccess: true, hyroxTemplate: true }, 'hyrox'],
  ['files saved on a HYROX template', 'files', { ...coach, hyroxAccess: true, hyroxTemplate: true }, 'hyrox'],
  ['the product tab saved in upload-only mode', 'coachforge', { ...coach, mode: 'upload' }, 'files'],
] as const)('opening with %s starts on %s', (_label, saved, context, expected) => {
  expect(initialTab(saved, context as TabContext)).toBe(expected);
});

test('the add block shows on the personal library always, on HYROX only for an owner with access, never on the product library', () => {
  expect(mayAddTo('files', { ...coach, isCoach: false })).toBe(true);
  expect(mayAddTo('hyrox', { ...coach, hyroxAccess: true })).toBe(true);
  expect(mayAddTo('hyrox', { ...coach, hyroxAccess: true, isAccountOwner: false })).toBe(false);
  expect(mayAddTo('coachforge', coach)).toBe(false);
});
