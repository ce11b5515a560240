import {
  endpoints,
  messages,
  type WorkoutTemplate,
  type WorkoutTemplateSummary,
} from '@coachforge/contracts';
import {
  announceNavigation,
  fakeMe,
  renderWithPlatform,
  type ApiAnswer,
} from '@coachforge/remote-kit/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freeSubscription } from '../../testing/program-fakes';
import { backSquat, fakeTemplate, fakeTemplateSummary, pullUp } from '../../testing/template-fakes';
import { TemplateEditorPage } from './template-editor-page';
import { TemplateLibraryPage } from './template-library-page';

const library = [backSquat, pullUp];
const mine = fakeTemplateSummary({ id: 5, title: 'Monday legs', description: 'Heavy squats' });
const preset = fakeTemplateSummary({ id: 11, kind: 'preset', title: 'Rower intervals', library: true });
const hyrox = fakeTemplateSummary({ id: 12, kind: 'hyrox', title: 'HYROX simulation', library: true });
const full = (entry: WorkoutTemplateSummary) => fakeTemplate(entry, 'Legs');

test('the list searches and filters by source like the other libraries, says when nothing matches, and links to each page', async () => {
  const user = userEvent.setup();
  renderWithPlatform(<TemplateLibraryPage route="workout_library_days" />, {
    me: fakeMe(),
    request: (endpoint) => (endpoint === endpoints.templates ? [mine, preset, hyrox] : undefined),
  });
  const table = await screen.findByTestId('template-table');
  expect(screen.getByTestId('template-count')).toHaveTextContent('3 of 3 templates');
  const own = within(table).getByRole('row', { name: /Monday legs/ });
  expect(within(own).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/coach/templates/days/5');
  const platformRow = within(table).getByRole('row', { name: /Rower intervals/ });
  expect(within(platformRow).getByRole('link', { name: 'View' })).toHaveAttribute(
    'href',
    '/coach/templates/presets/11',
  );
  expect(within(platformRow).getByRole('link', { name: 'Make a copy' })).toHaveAttribute(
    'href',
    '/coach/templates/days/create?from=11',
  );
  expect(within(platformRow).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: /Source/ }));
  await user.click(await screen.findByRole('option', { name: 'Your templates' }));
  expect(screen.getByTestId('template-count')).toHaveTextContent('1 of 3 templates');
  await user.type(screen.getByRole('textbox', { name: 'Search templates' }), 'squats');
  expect(within(table).getByRole('row', { name: /Monday legs/ })).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Search templates' }), ' zzz');
  expect(await screen.findByText('No template matches')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'New template' })).toHaveAttribute(
    'href',
    '/coach/templates/days/create',
  );
});

test('deleting asks first; the row goes once confirmed, and a refusal keeps the dialog with its reason', async () => {
  const user = userEvent.setup();
  let listed = [mine, preset];
  let refuse = true;
  const { requests } = renderWithPlatform(<TemplateLibraryPage route="workout_library_days" />, {
    me: fakeMe(),
    request: (endpoint) => {
      if (endpoint === endpoints.templates) return listed;
      if (endpoint === endpoints.removeTemplate) {
        if (refuse) throw new Error('Service unavailable');
        listed = [preset];
        return undefined;
      }
      return undefined;
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Delete Monday legs' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete Monday legs?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete template' }));
  expect(await within(dialog).findByText('Service unavailable')).toBeInTheDocument();
  refuse = false;
  await user.click(within(dialog).getByRole('button', { name: 'Delete template' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  await waitFor(() => expect(screen.queryByRole('row', { name: /Monday legs/ })).not.toBeInTheDocument());
  expect(requests.filter((r) => r.path === endpoints.removeTemplate.path).at(-1)!.options.params).toEqual({
    template_id: 5,
  });
});

test('the presets and HYROX lists show their kind only; an empty HYROX list says who it is for; a failed load offers Retry', async () => {
  const user = userEvent.setup();
  let fail = true;
  renderWithPlatform(<TemplateLibraryPage route="workout_library_presets" />, {
    me: fakeMe(),
    request: (endpoint) => {
      if (endpoint !== endpoints.templates) return undefined;
      if (fail) throw new Error('Service unavailable');
      return [mine, preset];
    },
  });
  const retry = await screen.findByRole('button', { name: /Retry/ });
  fail = false;
  await user.click(retry);
  expect(await screen.findByRole('row', { name: /Rower intervals/ })).toBeInTheDocument();
  expect(screen.queryByRole('row', { name: /Monday legs/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Source/ })).not.toBeInTheDocument();
  cleanup();

  renderWithPlatform(<TemplateLibraryPage route="workout_library_hyrox" />, {
    me: fakeMe(),
    request: (endpoint) => (endpoint === endpoints.templates ? [mine, preset] : undefined),
  });
  expect(await screen.findByText('No HYROX templates')).toBeInTheDocument();
  expect(screen.getByText(messages.templates.hyroxOnly)).toBeInTheDocument();
});

test('a coach creates a template with a session, a section and exercises in a superset, with the builder’s editor', async () => {
  const user = userEvent.setup();
  const answer: ApiAnswer = (endpoint, options) => {
    if (endpoint === endpoints.exercises) return library;
    if (endpoint === endpoints.benchmarks) return [];
    if (endpoint === endpoints.createTemplate) return { ...full(mine), ...(options.body as object) };
    return undefined;
  };
  const { requests, platform } = renderWithPlatform(
    <TemplateEditorPage route="workout_library_days_create" />,
    {
      me: fakeMe(),
      route: '/coach/templates/days/create',
      path: '/coach/templates/days/create',
      request: answer,
    },
  );
  const form = await screen.findByRole('form', { name: 'New template' });
  await user.click(within(form).getByRole('button', { name: 'Create template' }));
  expect(await within(form).findByText(messages.templates.titleRequired)).toBeInTheDocument();
  await user.type(within(form).getByRole('textbox', { name: 'Template name' }), 'Pull day');
  const session = within(form).getByTestId('session-0-0-0');
  await user.clear(within(session).getByRole('textbox', { name: 'Session title' }));
  await user.type(within(session).getByRole('textbox', { name: 'Session title' }), 'Upper');
  for (const name of ['Back Squat', 'Pull-up']) {
    await user.type(within(session).getByRole('combobox', { name: 'Add exercise' }), name.slice(0, 4));
    await user.click(await screen.findByRole('option', { name }));
  }
  await user.click(within(session).getByRole('button', { name: /superset/i }));
  expect(screen.getByTestId('template-state')).toHaveTextContent('Unsaved changes');
  // Cancel asks before dropping what was typed.
  await user.click(within(form).getByRole('button', { name: 'Cancel' }));
  const leave = await screen.findByRole('alertdialog', { name: 'Leave unsaved changes?' });
  await user.click(within(leave).getByRole('button', { name: 'Keep editing' }));
  expect(within(form).getByRole('textbox', { name: 'Template name' })).toHaveValue('Pull day');
  expect(platform.navigate).not.toHaveBeenCalled();
  // Leaving another way (the header, Back) asks the same, and staying keeps every change.
  const { held } = await announceNavigation('/coach/programs');
  const away = await screen.findByRole('alertdialog', { name: messages.ui.leaveUnsaved.title });
  await user.click(within(away).getByRole('button', { name: messages.ui.leaveUnsaved.stay }));
  await expect(held).resolves.toBe(true);
  expect(within(form).getByRole('textbox', { name: 'Template name' })).toHaveValue('Pull day');
  await user.click(within(form).getByRole('button', { name: 'Create template' }));
  await waitFor(() => expect(platform.navigate).toHaveBeenCalledWith('workout_library_days'));
  const body = requests.find((r) => r.path === endpoints.createTemplate.path)!.options.body as {
    title: string;
    day: WorkoutTemplate['day'];
  };
  expect(body.title).toBe('Pull day');
  expect(body.day.sessions[0]!.title).toBe('Upper');
  expect(body.day.sessions[0]!.sections[0]!.exercises.map((e) => [e.exercise_id, e.superset_group])).toEqual([
    [1, 'A'],
    [2, 'A'],
  ]);
});

test('a coach edits their template and a refused name keeps what they typed; a preset is read-only with Make a copy', async () => {
  const user = userEvent.setup();
  let refuse = true;
  const answer: ApiAnswer = (endpoint, options) => {
    if (endpoint === endpoints.exercises) return library;
    if (endpoint === endpoints.benchmarks) return [];
    if (endpoint === endpoints.template)
      return options.params?.template_id === 11 ? full(preset) : full(mine);
    if (endpoint === endpoints.updateTemplate) {
      if (refuse) throw Object.assign(new Error(messages.templates.titleTaken));
      return { ...full(mine), ...(options.body as object) };
    }
    return undefined;
  };
  const edit = renderWithPlatform(<TemplateEditorPage route="workout_library_days_edit" />, {
    me: fakeMe(),
    route: '/coach/templates/days/5',
    path: '/coach/templates/days/:template_id',
    request: answer,
  });
  const form = await screen.findByRole('form', { name: 'Edit Monday legs' });
  expect(within(form).getByRole('textbox', { name: 'Sets' })).toHaveValue('5');
  const name = within(form).getByRole('textbox', { name: 'Template name' });
  await user.clear(name);
  await user.type(name, 'Legs (heavy)');
  await user.click(within(form).getByRole('button', { name: 'Save template' }));
  expect(await within(form).findByText(messages.templates.titleTaken)).toBeInTheDocument();
  expect(name).toHaveValue('Legs (heavy)');
  refuse = false;
  await user.click(within(form).getByRole('button', { name: 'Save template' }));
  await waitFor(() => expect(screen.getByTestId('template-state')).toHaveTextContent('Saved'));
  // The same path reads the template: the edit is the request with a body.
  const sent = edit.requests
    .filter((r) => r.path === endpoints.updateTemplate.path && r.options.body)
    .at(-1)!;
  expect(sent.options.params).toEqual({ template_id: 5 });
  expect((sent.options.body as { title: string }).title).toBe('Legs (heavy)');
  cleanup();

  renderWithPlatform(<TemplateEditorPage route="workout_library_presets_edit" />, {
    me: fakeMe(),
    route: '/coach/templates/presets/11',
    path: '/coach/templates/presets/:plan_id',
    request: answer,
  });
  expect(await screen.findByText(messages.templates.libraryReadOnly)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Template name' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Save template' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Make a copy' })).toHaveAttribute(
    'href',
    '/coach/templates/days/create?from=11',
  );
});

test('on the FREE plan the template pages say templates need the PROFESSIONAL plan and ask for nothing', async () => {
  const { requests } = renderWithPlatform(<TemplateEditorPage route="workout_library_days_create" />, {
    me: fakeMe({ current: { subscription: freeSubscription(0) } }),
    route: '/coach/templates/days/create',
    path: '/coach/templates/days/create',
    request: () => [],
  });
  expect(screen.getByText(messages.templates.needProfessional)).toBeInTheDocument();
  expect(requests).toEqual([]);
});
