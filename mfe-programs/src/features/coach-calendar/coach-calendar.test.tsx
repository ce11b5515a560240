import {
  calendarSectionId,
  endpoints,
  parseCalendarSectionId,
  type ClientCalendar,
  type Endpoint,
  type RequestOptions,
} from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CoachCalendarPage } from './coach-calendar-page';
import { dateForKey, viewFromQuery } from './calendar-view';

const coach = fakeMe();

const calendar = (from: string, to: string): ClientCalendar => ({
  from,
  to,
  sessions: [
    {
      program_id: 7,
      program_title: 'Strong Base',
      date: '2025-03-11',
      session_index: 0,
      schedule_day: 1,
      session: {
        title: 'Heavy day',
        sections: [
          { title: 'Strength', exercises: [{ exercise_id: 1, prescription: { sets: 5, reps: '5' } }] },
        ],
      },
    },
  ],
  results: [
    {
      id: 'r1',
      program_id: 7,
      program_title: 'Strong Base',
      date: '2025-03-11',
      session_index: 0,
      section_index: 0,
      section_title: 'Strength',
      score_kind: 'time',
      score: 754,
      scaled: true,
      comment: 'Tough',
      edited_at: '2026-11-24T10:00:00.000Z',
      replaced: [],
    },
  ],
  exercises: [
    {
      id: 1,
      name: 'Back Squat',
      category: 'strength',
      equipment: 'barbell',
      muscle_group: 'legs',
      library: true,
    },
  ],
});

const answer = (endpoint: Endpoint<unknown, unknown>, options: RequestOptions<unknown>) => {
  if (endpoint === endpoints.athleteCalendar) {
    const query = options.query as { from: string; to: string };
    return calendar(query.from, query.to);
  }
  if (endpoint === endpoints.athleteMacros) {
    const query = options.query as { from: string; to: string };
    return {
      ...query,
      days: [
        {
          date: '2025-03-11',
          calories: 2100,
          protein: 150,
          carbs: 220,
          fat: 70,
          edited_at: '2025-03-11T20:00:00.000Z',
          to_review: true,
        },
      ],
    };
  }
  return undefined;
};

const open = (query: string) =>
  renderWithPlatform(<CoachCalendarPage />, {
    me: coach,
    request: answer,
    route: `/coach/calendar/42/7?${query}`,
    path: '/coach/calendar/:user_id/:plan_id',
  });

// Dates in the past: no cell of these tests is ever today.
test('the month view asks for six whole weeks of this client in this program and marks logged days', async () => {
  const { requests } = open('view=month&year=2025&month=3&day=11');
  const cell = await screen.findByTestId('calendar-cell-2025-03-11');
  expect(screen.getByTestId('calendar-heading')).toHaveTextContent('March 2025');
  expect(cell).toHaveAccessibleName('Tuesday 11 March 2025, 1 session, 1 logged');
  expect(cell).toHaveTextContent('✓ Heavy day');
  expect(requests[0]!.options.params).toEqual({ plan_id: 7, user_id: 42 });
  expect(requests[0]!.options.query).toMatchObject({ from: '2025-02-24', to: '2025-04-06' });
});

test('arrow keys move the day, Page Down the month, and Enter opens the day with its result', async () => {
  open('view=month&year=2025&month=3&day=10');
  const start = await screen.findByTestId('calendar-cell-2025-03-10');
  start.focus();
  await userEvent.keyboard('{ArrowRight}');
  await waitFor(() => expect(screen.getByTestId('calendar-cell-2025-03-11')).toHaveFocus());
  await userEvent.keyboard('{PageDown}');
  await waitFor(() => expect(screen.getByTestId('calendar-heading')).toHaveTextContent('April 2025'));
  await waitFor(() => expect(screen.getByTestId('calendar-cell-2025-04-11')).toHaveFocus());
  await userEvent.keyboard('{PageUp}');
  await waitFor(() => expect(screen.getByTestId('calendar-cell-2025-03-11')).toHaveFocus());
  await userEvent.keyboard('{Enter}');

  expect(await screen.findByTestId('calendar-heading')).toHaveTextContent('Tuesday 11 March 2025');
  const strength = await screen.findByRole('region', { name: 'Strength' });
  expect(strength).toHaveTextContent('Back Squat — 5 × 5');
  expect(within(strength).getByTestId('section-result')).toHaveTextContent('Result: 12:34 · scaled · Tough');
});

test('the week view shows Monday to Sunday, and Next moves a week', async () => {
  open('view=week&year=2025&month=3&day=13');
  expect(await screen.findByTestId('calendar-heading')).toHaveTextContent('Mon 10 Mar – Sun 16 Mar');
  expect(await screen.findByTestId('calendar-cell-2025-03-11')).toHaveTextContent('Heavy day');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByTestId('calendar-heading')).toHaveTextContent('Mon 17 Mar – Sun 23 Mar');
  await userEvent.click(screen.getByRole('button', { name: 'Day' }));
  expect(await screen.findByText('Rest day')).toBeInTheDocument();
});

test('an unreadable address opens the month of today, and grid keys follow the ARIA date grid', () => {
  expect(viewFromQuery(new URLSearchParams('view=year&year=2026&month=2&day=30'), '2026-11-24')).toEqual({
    view: 'month',
    date: '2026-11-24',
  });
  expect(dateForKey('Home', '2026-11-26')).toBe('2026-11-23');
  expect(dateForKey('End', '2026-11-26')).toBe('2026-11-29');
  expect(dateForKey('ArrowUp', '2026-11-03')).toBe('2026-10-27');
  expect(dateForKey('a', '2026-11-03')).toBeNull();
});

test('keys pressed faster than the page redraws each move on from the last', async () => {
  open('view=month&year=2025&month=3&day=10');
  const start = await screen.findByTestId('calendar-cell-2025-03-10');
  start.focus();
  // Three keys in one go, before React renders in between.
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown'])
    start.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  await waitFor(() => expect(screen.getByTestId('calendar-cell-2025-03-19')).toHaveFocus());
});

test('a key and its opposite pressed in one go leave focus on the day they started from', async () => {
  open('view=month&year=2025&month=3&day=10');
  const start = await screen.findByTestId('calendar-cell-2025-03-10');
  start.focus();
  start.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
  start.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
  await waitFor(() => expect(screen.getByTestId('calendar-cell-2025-03-10')).toHaveFocus());
  expect(screen.getByTestId('calendar-cell-2025-03-10')).toHaveAttribute('aria-selected', 'true');
});

test("the athlete calendar reads the client's days in every program of the account", async () => {
  const { requests } = renderWithPlatform(<CoachCalendarPage route="athlete_calendar" />, {
    me: coach,
    request: (endpoint, options) =>
      endpoint === endpoints.accountAthleteCalendar
        ? calendar((options.query as { from: string }).from, (options.query as { to: string }).to)
        : undefined,
    route: '/coach/athlete/42/calendar?view=month&year=2025&month=3&day=11',
    path: '/coach/athlete/:user_id/calendar',
  });
  expect(await screen.findByTestId('calendar-cell-2025-03-11')).toHaveTextContent('✓ Heavy day');
  expect(requests[0]!.path).toBe(endpoints.accountAthleteCalendar.path);
  expect(requests[0]!.options.params).toEqual({ user_id: 42 });
});

test('athlete_calendar narrows to one program by schedule_id and lands on the section named by section_id', async () => {
  const twoPrograms = (from: string, to: string): ClientCalendar => {
    const base = calendar(from, to);
    const strength = base.sessions[0]!;
    return {
      ...base,
      sessions: [
        {
          ...strength,
          session: {
            ...strength.session,
            sections: [
              ...strength.session.sections,
              { title: 'Finisher', exercises: [{ exercise_id: 1, prescription: { sets: 3 } }] },
            ],
          },
        },
        {
          ...strength,
          program_id: 8,
          program_title: 'Run Club',
          session: { title: 'Intervals', sections: [{ title: 'Run', exercises: [] }] },
        },
      ],
    };
  };
  renderWithPlatform(<CoachCalendarPage route="athlete_calendar" />, {
    me: coach,
    request: (endpoint, options) =>
      endpoint === endpoints.accountAthleteCalendar
        ? twoPrograms((options.query as { from: string }).from, (options.query as { to: string }).to)
        : undefined,
    route: `/coach/athlete/42/calendar?view=day&year=2025&month=3&day=11&schedule_id=7&section_id=${calendarSectionId(0, 1)}`,
    path: '/coach/athlete/:user_id/calendar',
  });
  const focused = await screen.findByTestId('focused-section');
  expect(focused).toHaveAccessibleName('Finisher');
  expect(focused).toHaveAttribute('aria-current', 'true');
  await waitFor(() => expect(focused).toHaveFocus());
  expect(screen.getByTestId('calendar-one-program')).toHaveTextContent('Strong Base only');
  expect(screen.queryByText(/Intervals/)).not.toBeInTheDocument();

  // Every program again: both sessions, each with its program's name.
  await userEvent.click(screen.getByRole('button', { name: 'All programs' }));
  expect(await screen.findByText('Intervals · Run Club')).toBeInTheDocument();
  expect(screen.getByText('Heavy day · Strong Base')).toBeInTheDocument();
  expect(screen.queryByTestId('calendar-one-program')).not.toBeInTheDocument();
});

test('section_id reads "<session>-<section>", and anything else names no section', () => {
  expect(parseCalendarSectionId(calendarSectionId(2, 3))).toEqual({ session_index: 2, section_index: 3 });
  for (const bad of [null, '', '1', '-1-2', 'a-b', '1-2-3', '9999-1'])
    expect(parseCalendarSectionId(bad)).toBeNull();
});

test('the day view shows the macros the client logged that day, marked while they wait for review', async () => {
  const { requests } = open('view=day&year=2025&month=3&day=11');
  expect(await screen.findByTestId('day-macros')).toHaveTextContent(
    'Macros: 2100 kcal · P 150 g · C 220 g · F 70 g · to review',
  );
  expect(requests.find((r) => r.path === endpoints.athleteMacros.path)!.options.params).toEqual({
    athlete_id: 42,
  });
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(screen.getByTestId('day-macros')).toHaveTextContent('Macros: Not logged'));
});
