import {
  addDays,
  ApiRequestError,
  messages,
  clientToday,
  endpoints,
  weekStartOf,
  type ClientCalendar,
  type ClientRecords,
  type MacroDay,
  type Endpoint,
  type RequestOptions,
} from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientCalendarPage } from './client-calendar-page';
import { prescriptionText } from './prescription-text';
import { browserTimeZone } from './use-client-calendar';

// Each test is its own client: results wait in this device's outbox per client (jsdom's IndexedDB).
let nextClientId = 100;
const newClient = () => fakeMe({ current: { role: 'user', id: nextClientId++ }, private: { role: 'user' } });
let client = newClient();
beforeEach(() => {
  client = newClient();
});
const today = clientToday(new Date().toISOString(), browserTimeZone());

const calendar = (from: string, to: string): ClientCalendar => ({
  from,
  to,
  sessions: [
    {
      program_id: 7,
      program_title: 'Strong Base',
      date: today,
      session_index: 0,
      schedule_day: 0,
      session: {
        title: 'Heavy day',
        sections: [
          {
            title: 'Strength',
            exercises: [
              { exercise_id: 1, prescription: { sets: 5, reps: '5', load: { kind: 'weight', value: 100 } } },
              {
                exercise_id: 2,
                prescription: {
                  sets: 3,
                  reps: '3',
                  load: { kind: 'benchmark_percent', benchmark_id: 9, percent: 75 },
                },
              },
            ],
          },
        ],
      },
    },
  ],
  results: [],
  exercises: [
    {
      id: 1,
      name: 'Back Squat',
      category: 'strength',
      equipment: 'barbell',
      muscle_group: 'legs',
      library: true,
    },
    {
      id: 2,
      name: 'Pause Squat',
      category: 'strength',
      equipment: 'barbell',
      muscle_group: 'legs',
      library: true,
    },
  ],
});

const records: ClientRecords = {
  units: { weight_unit: 'kg', length_unit: 'cm' },
  benchmarks: [{ id: 9, name: '1RM Back Squat', measure: 'load' }],
  benchmark_entries: [{ id: 1, benchmark_id: 9, value: 120, recorded_on: '2026-01-05', note: '' }],
  body_metrics: [],
};

/** The macros days the fake API holds (reset per test). */
const savedMacros = new Map<string, MacroDay>();
beforeEach(() => savedMacros.clear());

const answer = (endpoint: Endpoint<unknown, unknown>, options: RequestOptions<unknown>) => {
  if (endpoint === endpoints.clientCalendar) {
    const query = options.query as { from: string; to: string };
    return calendar(query.from, query.to);
  }
  if (endpoint === endpoints.clientRecords) return records;
  if (endpoint === endpoints.ownMacros) {
    const query = options.query as { from: string; to: string };
    return { ...query, days: [...savedMacros.values()] };
  }
  if (endpoint === endpoints.logMacros) {
    const day = { date: String(options.params?.date), ...(options.body as object) } as MacroDay;
    savedMacros.set(day.date, day);
    return day;
  }
  if (endpoint === endpoints.clientChallenges) return { communities: [], challenges: [], joined: [] };
  return { id: 'x' };
};

test("the week from Monday shows today's session with its prescription", async () => {
  const { requests } = renderWithPlatform(<ClientCalendarPage />, { me: client, request: answer });
  const day = await screen.findByTestId(`calendar-day-${today}`);
  expect(day).toHaveTextContent('Heavy day · Strong Base');
  expect(day).toHaveTextContent('Back Squat — 5 × 5 · 100 kg');
  // A load written as a share of a benchmark reads with the client's own best.
  expect(day).toHaveTextContent('Pause Squat — 3 × 3 · 75% of 1RM Back Squat (≈ 90 kg)');
  expect(requests.find((r) => r.path === endpoints.clientCalendar.path)!.options.query).toMatchObject({
    from: weekStartOf(today),
    to: addDays(weekStartOf(today), 6),
  });
});

test("a superset reads A1, A2 on the calendar, lettered as the coach's builder letters it", async () => {
  const superset = (from: string, to: string): ClientCalendar => {
    const base = calendar(from, to);
    const [session] = base.sessions;
    const exercises = session!.session.sections[0]!.exercises.map((exercise) => ({
      ...exercise,
      superset_group: 'A',
    }));
    return {
      ...base,
      sessions: [
        {
          ...session!,
          session: { ...session!.session, sections: [{ ...session!.session.sections[0]!, exercises }] },
        },
      ],
    };
  };
  renderWithPlatform(<ClientCalendarPage />, {
    me: client,
    request: (endpoint, options) =>
      endpoint === endpoints.clientCalendar
        ? superset((options.query as { from: string }).from, (options.query as { to: string }).to)
        : answer(endpoint, options),
  });
  const day = await screen.findByTestId(`calendar-day-${today}`);
  const labels = await within(day).findAllByTestId('superset-label');
  expect(labels.map((label) => label.textContent)).toEqual(['A1', 'A2']);
  expect(day).toHaveTextContent('A1Back Squat — 5 × 5 · 100 kg');
});

test('a result is logged for a section with the same id each time it is saved', async () => {
  const { requests } = renderWithPlatform(<ClientCalendarPage />, { me: client, request: answer });
  const form = await screen.findByTestId('log-result-7-0-0');
  await userEvent.type(within(form).getByRole('textbox', { name: 'Reps' }), '25');
  await userEvent.click(within(form).getByLabelText('Scaled'));
  await userEvent.click(within(form).getByRole('button', { name: 'Log result' }));
  await waitFor(() =>
    expect(within(form).getByTestId('result-state')).toHaveTextContent(messages.training.resultSynced),
  );
  await userEvent.click(within(form).getByRole('button', { name: 'Update result' }));
  await waitFor(() => expect(requests.filter((r) => r.path === endpoints.logResult.path)).toHaveLength(2));
  const [first, second] = requests.filter((r) => r.path === endpoints.logResult.path);
  expect(first!.options.body).toMatchObject({
    program_id: 7,
    date: today,
    session_index: 0,
    section_index: 0,
    score_kind: 'reps',
    score: 25,
    scaled: true,
  });
  expect(first!.options.params).toEqual(second!.options.params);
});

test('a score that is not a number is refused before sending', async () => {
  const { requests } = renderWithPlatform(<ClientCalendarPage />, { me: client, request: answer });
  const form = await screen.findByTestId('log-result-7-0-0');
  await userEvent.type(within(form).getByRole('textbox', { name: 'Reps' }), 'lots');
  await userEvent.click(within(form).getByRole('button', { name: 'Log result' }));
  expect(await within(form).findByRole('alert')).toBeInTheDocument();
  expect(requests.some((r) => r.path === endpoints.logResult.path)).toBe(false);
});

test('a week without training says so, and the next week is a click away', async () => {
  const { requests } = renderWithPlatform(<ClientCalendarPage />, {
    me: client,
    request: (endpoint, options) => ({ ...answer(endpoint, options), sessions: [] }),
  });
  expect(await screen.findByText('No training this week')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
  await waitFor(() =>
    expect(requests.at(-1)!.options.query).toMatchObject({ from: addDays(weekStartOf(today), 7) }),
  );
  expect(prescriptionText({ time_seconds: 60, rest_seconds: 30 })).toBe('60 s · rest 30 s');
});

test('a result logged without a network stays on this device and is sent once when the network returns', async () => {
  let online = false;
  const { requests } = renderWithPlatform(<ClientCalendarPage />, {
    me: client,
    request: (endpoint, options) => {
      if (endpoint === endpoints.logResult && !online) throw new ApiRequestError(0, null, 'Failed to fetch');
      return answer(endpoint, options);
    },
  });
  const form = await screen.findByTestId('log-result-7-0-0');
  await userEvent.type(within(form).getByRole('textbox', { name: 'Reps' }), '30');
  await userEvent.click(within(form).getByRole('button', { name: 'Log result' }));
  await waitFor(() =>
    expect(within(form).getByTestId('result-state')).toHaveTextContent(messages.training.resultSavedOnDevice),
  );
  // The page shows the result kept before it tries to send it: the network returns only after that try.
  await waitFor(() => expect(requests.filter((r) => r.path === endpoints.logResult.path)).toHaveLength(1));

  online = true;
  act(() => void window.dispatchEvent(new Event('online')));
  await waitFor(() =>
    expect(within(form).getByTestId('result-state')).toHaveTextContent(messages.training.resultSynced),
  );
  const sends = requests.filter((r) => r.path === endpoints.logResult.path);
  expect(sends).toHaveLength(2);
  expect(sends[1]!.options.body).toMatchObject({ score: 30 });
  expect(sends[1]!.options.params).toEqual(sends[0]!.options.params);
});

test('a result the API refuses says why and leaves the queue', async () => {
  renderWithPlatform(<ClientCalendarPage />, {
    me: client,
    request: (endpoint, options) => {
      if (endpoint === endpoints.logResult)
        throw new ApiRequestError(
          422,
          { error: messages.training.notOnCalendar },
          messages.training.notOnCalendar,
        );
      return answer(endpoint, options);
    },
  });
  const form = await screen.findByTestId('log-result-7-0-0');
  await userEvent.type(within(form).getByRole('textbox', { name: 'Reps' }), '12');
  await userEvent.click(within(form).getByRole('button', { name: 'Log result' }));
  await waitFor(() =>
    expect(within(form).getByTestId('result-state')).toHaveTextContent(
      messages.training.resultRejected(messages.training.notOnCalendar),
    ),
  );
});

test('a result kept on this device is still there, with its score, when the page opens again offline', async () => {
  const offline = (endpoint: Endpoint<unknown, unknown>, options: RequestOptions<unknown>) => {
    if (endpoint === endpoints.logResult) throw new ApiRequestError(0, null, 'Failed to fetch');
    return answer(endpoint, options);
  };
  const first = renderWithPlatform(<ClientCalendarPage />, { me: client, request: offline });
  const form = await screen.findByTestId('log-result-7-0-0');
  await userEvent.type(within(form).getByRole('textbox', { name: 'Reps' }), '41');
  await userEvent.click(within(form).getByRole('button', { name: 'Log result' }));
  await waitFor(() =>
    expect(within(form).getByTestId('result-state')).toHaveTextContent(messages.training.resultSavedOnDevice),
  );
  first.rendered.unmount();

  renderWithPlatform(<ClientCalendarPage />, { me: client, request: offline });
  const again = await screen.findByTestId('log-result-7-0-0');
  expect(within(again).getByRole('textbox', { name: 'Reps' })).toHaveValue('41');
  expect(within(again).getByTestId('result-state')).toHaveTextContent(messages.training.resultSavedOnDevice);
  expect(within(again).getByRole('button', { name: 'Update result' })).toBeInTheDocument();
});

test("a day's macros are logged from the week, shown, and edited; a wrong amount is refused before sending", async () => {
  const { requests } = renderWithPlatform(<ClientCalendarPage />, { me: client, request: answer });
  const row = await screen.findByTestId(`macros-${today}`);
  expect(row).toHaveTextContent(messages.macros.notLogged);
  await userEvent.click(within(row).getByRole('button', { name: new RegExp(`^${messages.macros.log}`) }));
  await userEvent.type(within(row).getByRole('textbox', { name: 'Calories (kcal)' }), '2100');
  await userEvent.type(within(row).getByRole('textbox', { name: 'Protein (g)' }), '150');
  await userEvent.type(within(row).getByRole('textbox', { name: 'Carbs (g)' }), '220');
  await userEvent.type(within(row).getByRole('textbox', { name: 'Fat (g)' }), '7.5');
  await userEvent.click(within(row).getByRole('button', { name: messages.macros.save }));
  expect(await within(row).findByText(messages.macros.wholeNumber('Fat'))).toBeInTheDocument();
  expect(requests.filter((r) => r.path === endpoints.logMacros.path)).toHaveLength(0);

  await userEvent.clear(within(row).getByRole('textbox', { name: 'Fat (g)' }));
  await userEvent.type(within(row).getByRole('textbox', { name: 'Fat (g)' }), '70');
  await userEvent.click(within(row).getByRole('button', { name: messages.macros.save }));
  await waitFor(() =>
    expect(within(row).getByTestId('macros-text')).toHaveTextContent(
      '2100 kcal · P 150 g · C 220 g · F 70 g',
    ),
  );
  // The day shows as kept on this device before it is sent (the page reads the device's outbox back):
  // the send may come a moment after the text, on a loaded machine after this line.
  await waitFor(() => expect(requests.filter((r) => r.path === endpoints.logMacros.path)).toHaveLength(1));
  const sent = requests.filter((r) => r.path === endpoints.logMacros.path);
  expect(sent[0]!.options.params).toEqual({ date: today });
  expect(sent[0]!.options.body).toMatchObject({ calories: 2100, protein: 150, carbs: 220, fat: 70 });
  // Logged: the day offers Edit, with what was logged in the fields.
  await userEvent.click(
    await within(row).findByRole('button', { name: new RegExp(`^${messages.macros.edit}`) }),
  );
  expect(within(row).getByRole('textbox', { name: 'Calories (kcal)' })).toHaveValue('2100');
});

test('macros logged without a network stay on this device and are sent once when it returns', async () => {
  let online = false;
  const { requests } = renderWithPlatform(<ClientCalendarPage />, {
    me: client,
    request: (endpoint, options) => {
      if (endpoint === endpoints.logMacros && !online) throw new ApiRequestError(0, null, 'Failed to fetch');
      return answer(endpoint, options);
    },
  });
  const row = await screen.findByTestId(`macros-${today}`);
  await userEvent.click(within(row).getByRole('button', { name: new RegExp(`^${messages.macros.log}`) }));
  for (const [name, value] of [
    ['Calories (kcal)', '1900'],
    ['Protein (g)', '140'],
    ['Carbs (g)', '200'],
    ['Fat (g)', '60'],
  ] as const)
    await userEvent.type(within(row).getByRole('textbox', { name }), value);
  await userEvent.click(within(row).getByRole('button', { name: messages.macros.save }));
  await waitFor(() => expect(row).toHaveTextContent(messages.training.resultSavedOnDevice));
  expect(within(row).getByTestId('macros-text')).toHaveTextContent('1900 kcal');
  // As with a result: the network returns only once the device has tried to send the day and failed.
  await waitFor(() => expect(requests.filter((r) => r.path === endpoints.logMacros.path)).toHaveLength(1));

  online = true;
  act(() => void window.dispatchEvent(new Event('online')));
  await waitFor(() => expect(row).not.toHaveTextContent(messages.training.resultSavedOnDevice));
  expect(within(row).getByTestId('macros-text')).toHaveTextContent('1900 kcal');
  expect(savedMacros.get(today)).toMatchObject({ calories: 1900, fat: 60 });
  expect(requests.filter((r) => r.path === endpoints.logMacros.path)).toHaveLength(2);
});
