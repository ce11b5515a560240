import { endpoints, messages, type ScheduleTrack } from '@coachforge/contracts';
import { fakeMe, renderWithPlatform, type ApiAnswer } from '@coachforge/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freeSubscription } from '../../testing/program-fakes';
import { backSquat, fakeTemplate, fakeTemplateSummary } from '../../testing/template-fakes';
import { ScheduleBuilder, emptyWeek } from '../schedule-builder';

const library = [backSquat];
const track: ScheduleTrack = { id: 4, title: 'Main', archived: false, weeks: [emptyWeek()] };
const summary = fakeTemplateSummary({
  id: 11,
  kind: 'preset',
  title: 'Full-body strength 5×5 (A)',
  description: 'Squat, bench, row',
  library: true,
});
const template = fakeTemplate(summary, 'Strength A');

const answering =
  (templates: ApiAnswer): ApiAnswer =>
  (endpoint, options) => {
    if (endpoint === endpoints.programTracks) return [track];
    if (endpoint === endpoints.saveTrack) return { ...track, ...(options.body as object) };
    if (endpoint === endpoints.exercises) return library;
    return templates(endpoint, options);
  };

test('a coach searches the templates with the keyboard, inserts a preset into a day and saves the schedule', async () => {
  const user = userEvent.setup();
  const { requests } = renderWithPlatform(<ScheduleBuilder planId={7} />, {
    me: fakeMe(),
    request: answering((endpoint, options) => {
      if (endpoint === endpoints.template) return template;
      const search = options.query?.search;
      return !search || 'full-body'.includes(String(search).toLowerCase()) ? [summary] : [];
    }),
  });
  const day3 = await screen.findByTestId('day-0-2');
  await user.click(within(day3).getByRole('button', { name: 'Insert template' }));
  const dialog = await screen.findByRole('dialog', { name: 'Insert a template into Day 3' });
  expect(await within(dialog).findByText('Full-body strength 5×5 (A)')).toBeInTheDocument();

  await user.type(within(dialog).getByRole('textbox', { name: 'Search templates' }), 'zzz');
  expect(await within(dialog).findByText('No template matches')).toBeInTheDocument();
  await user.clear(within(dialog).getByRole('textbox', { name: 'Search templates' }));
  const insert = await within(dialog).findByRole('button', { name: 'Insert Full-body strength 5×5 (A)' });
  insert.focus();
  await user.keyboard('{Enter}');

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(within(screen.getByTestId('day-0-2')).getByDisplayValue('Strength A')).toBeInTheDocument();
  expect(screen.getByTestId('schedule-state')).toHaveTextContent('Unsaved changes');
  await user.click(screen.getByTestId('save-schedule'));
  await waitFor(() => expect(requests.some((r) => r.path === endpoints.saveTrack.path)).toBe(true));
  const saved = requests.find((r) => r.path === endpoints.saveTrack.path)!.options.body as ScheduleTrack;
  expect(saved.weeks[0]!.days[2]).toEqual(template.day);
  expect(requests.find((r) => r.path === endpoints.template.path)!.options.params).toEqual({
    template_id: 11,
  });
});

test('a coach saves a day of the builder as a template under a name', async () => {
  const user = userEvent.setup();
  const { requests } = renderWithPlatform(<ScheduleBuilder planId={7} />, {
    me: fakeMe(),
    request: answering((endpoint, options) =>
      endpoint === endpoints.createTemplate ? { ...summary, kind: 'day', ...(options.body as object) } : [],
    ),
  });
  const day1 = await screen.findByTestId('day-0-0');
  expect(within(day1).queryByRole('button', { name: 'Save day as template' })).not.toBeInTheDocument();
  await user.click(within(day1).getByRole('button', { name: 'Add session' }));
  await user.click(within(day1).getByRole('button', { name: 'Save day as template' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save Day 1 as a template' });
  await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
  expect(await within(dialog).findByText(messages.templates.titleRequired)).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: 'Template name' }), 'Monday legs');
  await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(requests.find((r) => r.path === endpoints.createTemplate.path)!.options.body).toEqual({
    title: 'Monday legs',
    description: '',
    day: { sessions: [{ title: 'Session', sections: [{ title: 'Main', exercises: [] }] }] },
  });
});

test('the insert dialog says when there are no templates, and offers Retry when they cannot load', async () => {
  const user = userEvent.setup();
  let fail = true;
  renderWithPlatform(<ScheduleBuilder planId={7} />, {
    me: fakeMe(),
    request: answering(() => {
      if (fail) throw new Error('Service unavailable');
      return [];
    }),
  });
  await user.click(
    within(await screen.findByTestId('day-0-0')).getByRole('button', { name: 'Insert template' }),
  );
  const retry = await screen.findByRole('button', { name: /Retry/ });
  fail = false;
  await user.click(retry);
  expect(await screen.findByText('No templates yet')).toBeInTheDocument();
});

test('on the FREE plan the dialogs say templates need the PROFESSIONAL plan', async () => {
  const user = userEvent.setup();
  const { requests } = renderWithPlatform(<ScheduleBuilder planId={7} />, {
    me: fakeMe({ current: { subscription: freeSubscription(0) } }),
    request: answering(() => [summary]),
  });
  await user.click(
    within(await screen.findByTestId('day-0-0')).getByRole('button', { name: 'Insert template' }),
  );
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(messages.templates.needProfessional)).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: /^Insert / })).not.toBeInTheDocument();
  expect(requests.some((r) => r.path === endpoints.templates.path)).toBe(false);
});
