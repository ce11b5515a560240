import { type ValidationError } from 'yup';
import { messages } from '../messages/catalogue';
import { planLimitsOf } from './plan-limits';
import { cropFits, programSettingsRequestSchema, programScheduleRequestSchema } from './program';

const m = messages.programs;
const errorsOf = (run: () => unknown): string[] => {
  try {
    run();
    return [];
  } catch (error) {
    return (error as ValidationError).errors;
  }
};
const settings = (body: object) => () =>
  programSettingsRequestSchema.validateSync(body, { abortEarly: false });

test.each([
  ['strength-block_2', []],
  ['', []],
  ['2026', [m.urlOnlyDigits]],
  ['my program', [m.urlCharacters]],
  ['<script>', [m.urlCharacters]],
  ['a'.repeat(51), [messages.validation.tooLong(50)]],
])('the custom url %j gives %j', (custom_url, expected) => {
  expect(errorsOf(settings({ custom_url }))).toEqual(expected);
});

test('an empty custom url means none', () => {
  expect(programSettingsRequestSchema.validateSync({ custom_url: '' }).custom_url).toBeNull();
});

test('training visibility is days ahead or unlimited, and allowed emails must be emails', () => {
  expect(
    programSettingsRequestSchema.validateSync({ training_visibility_days: null }).training_visibility_days,
  ).toBeNull();
  expect(errorsOf(settings({ training_visibility_days: 0 }))).toEqual([m.wholeNumber(1, 30)]);
  expect(errorsOf(settings({ allowed_emails: ['not-an-email'] }))).toEqual([
    messages.validation.emailInvalid,
  ]);
  expect(
    programSettingsRequestSchema.validateSync({ allowed_emails: [' Ann@Example.com '] }).allowed_emails,
  ).toEqual(['ann@example.com']);
});

test('a launch date must be a real day', () => {
  expect(errorsOf(() => programScheduleRequestSchema.validateSync({ launch_date: '2026-02-30' }))).toEqual([
    m.dateInvalid,
  ]);
  expect(programScheduleRequestSchema.validateSync({ launch_date: '2026-03-01' }).launch_date).toBe(
    '2026-03-01',
  );
});

test('a crop must have its cover type ratio', () => {
  expect(cropFits('main', { x: 0, y: 0, width: 360, height: 186 })).toBe(true);
  expect(cropFits('main', { x: 0, y: 0, width: 500, height: 500 })).toBe(false);
  expect(cropFits('table_view', { x: 10, y: 10, width: 130, height: 130 })).toBe(true);
  expect(cropFits('tiled_view', { x: 0, y: 0, width: 250, height: 130 })).toBe(true);
});

test('FREE allows one price option and 5 clients; PROFESSIONAL and the trial allow 8 and no client limit', () => {
  expect(planLimitsOf({ free: true, professional: false })).toMatchObject({
    maxClients: 5,
    maxPriceOptions: 1,
  });
  expect(planLimitsOf({ free: false, professional: true })).toMatchObject({
    maxClients: null,
    maxPriceOptions: 8,
    maxActiveTracks: 15,
  });
  expect(planLimitsOf({ free: false, professional: false }).plan).toBe('professional');
});
