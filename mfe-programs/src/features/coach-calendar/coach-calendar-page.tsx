import {
  clientToday,
  dayHeading,
  longDayHeading,
  macroDayText,
  messages,
  scoreText,
  type CoachMacroDay,
  type CalendarSession,
  type ClientCalendar,
  type TrainingResult,
} from '@coachforge/contracts';
import { Button, Card, EmptyState, Notice } from '@coachforge/ui';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useParams, useSearchParams } from '@coachforge/remote-kit';
import styled, { css } from 'styled-components';
import { SessionComments } from '../calendar-comments';
import { browserTimeZone, ExerciseLine } from '../client-calendar';
import { ProgramRoutePage, QueryState, usePlanId } from '../program-data';
import {
  calendarViews,
  dateForKey,
  focusFromQuery,
  headingOf,
  queryFor,
  rowsOf,
  step,
  viewFromQuery,
  type CalendarView,
} from './calendar-view';
import { useAthleteCalendar, useAthleteMacros } from './use-athlete-calendar';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Grid = styled.div`
  display: grid;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
`;

const GridRow = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
`;

const ColumnHeader = styled.div`
  padding: ${({ theme }) => theme.space(2)};
  font-weight: 600;
  text-align: center;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Cell = styled.div<{ $outside: boolean; $today: boolean; $tall: boolean }>`
  min-height: ${({ $tall }) => ($tall ? '220px' : '96px')};
  padding: ${({ theme }) => theme.space(2)};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  cursor: pointer;
  color: ${({ theme, $outside }) => ($outside ? theme.colors.mutedText : 'inherit')};
  ${({ theme, $today }) =>
    $today &&
    css`
      background: ${theme.colors.primaryLight};
    `}
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -3px;
  }
  ul {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    padding: 0;
    list-style: none;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Section = styled.section<{ $focused: boolean }>`
  ${({ theme, $focused }) =>
    $focused &&
    css`
      background: ${theme.colors.primaryLight};
      outline: 2px solid ${theme.colors.primary};
      padding: ${theme.space(2)};
      border-radius: ${theme.radius};
    `}
`;

const resultsOf = (calendar: ClientCalendar, session: CalendarSession) =>
  calendar.results.filter(
    (result) =>
      result.program_id === session.program_id &&
      result.date === session.date &&
      result.session_index === session.session_index,
  );

/** The calendar of one program only, when the address names one (schedule_id). */
function narrowedTo(calendar: ClientCalendar, programId: number | null): ClientCalendar {
  if (programId === null) return calendar;
  return {
    ...calendar,
    sessions: calendar.sessions.filter((session) => session.program_id === programId),
    results: calendar.results.filter((result) => result.program_id === programId),
  };
}

function resultLine(result: TrainingResult): string {
  return [scoreText(result.score_kind, result.score), result.scaled ? 'scaled' : '', result.comment]
    .filter(Boolean)
    .join(' · ');
}

/** One day's sessions as the client has them, with what they logged per section; `section` shown first. */
/** The day's macros as the client logged them (decision 0227), marked while they wait for review. */
function DayMacros({ day }: { day: CoachMacroDay | undefined }) {
  return (
    <p data-testid="day-macros">
      {messages.macros.title}: {day ? macroDayText(day) : messages.macros.notLogged}
      {day?.to_review ? ' · to review' : ''}
    </p>
  );
}

function DayDetails({
  calendar,
  date,
  section: focused,
  showProgram,
  macros,
  athleteId,
}: {
  athleteId: number;
  calendar: ClientCalendar;
  date: string;
  section: { session_index: number; section_index: number } | null;
  showProgram: boolean;
  macros: CoachMacroDay | undefined;
}) {
  const sessions = calendar.sessions.filter((session) => session.date === date);
  const focusedRef = useRef<HTMLElement>(null);
  // A link to one section (a result to review, say) lands on it: it is marked, scrolled to and focused.
  useEffect(() => {
    focusedRef.current?.scrollIntoView?.({ block: 'center' });
    focusedRef.current?.focus();
  }, [focused?.session_index, focused?.section_index, date]);
  if (sessions.length === 0)
    return (
      <>
        <EmptyState title="Rest day" description="Nothing is scheduled for this client on this day." />
        <DayMacros day={macros} />
      </>
    );
  const nameOf = (id: number) =>
    calendar.exercises.find((exercise) => exercise.id === id)?.name ?? 'Exercise';
  return (
    <>
      {sessions.map((session) => (
        <Card
          key={`${session.program_id}-${session.session_index}`}
          title={`${session.session.title || 'Session'}${showProgram ? ` · ${session.program_title}` : ''}`}
        >
          {session.session.sections.map((section, index) => {
            const result = calendar.results.find(
              (candidate) =>
                candidate.program_id === session.program_id &&
                candidate.date === date &&
                candidate.session_index === session.session_index &&
                candidate.section_index === index,
            );
            const isFocused =
              focused !== null &&
              focused.session_index === session.session_index &&
              focused.section_index === index;
            return (
              <Section
                key={index}
                aria-label={section.title || `Section ${index + 1}`}
                aria-current={isFocused ? 'true' : undefined}
                data-testid={isFocused ? 'focused-section' : undefined}
                $focused={isFocused}
                ref={isFocused ? focusedRef : undefined}
                tabIndex={isFocused ? -1 : undefined}
              >
                <h3>{section.title || `Section ${index + 1}`}</h3>
                <ul>
                  {section.exercises.map((exercise, position) => (
                    <ExerciseLine
                      key={position}
                      exercises={section.exercises}
                      position={position}
                      name={nameOf(exercise.exercise_id)}
                    />
                  ))}
                </ul>
                <p data-testid="section-result">
                  {result ? `Result: ${resultLine(result)}` : 'No result logged yet'}
                </p>
              </Section>
            );
          })}
          <SessionComments
            side={{ kind: 'coach', userId: athleteId }}
            place={{ planId: session.program_id, date, sessionIndex: session.session_index }}
          />
        </Card>
      ))}
      <DayMacros day={macros} />
    </>
  );
}

/**
 * Month or week as a grid of days (WAI-ARIA grid): one cell in the tab order, arrows move the day, Enter
 * opens it. Each cell names its date, sessions and logged results for a screen reader.
 */
function DayGrid({
  calendar,
  view,
  date,
  today,
  onMove,
  onOpen,
}: {
  calendar: ClientCalendar;
  view: Exclude<CalendarView, 'day'>;
  date: string;
  today: string;
  onMove: (date: string) => void;
  onOpen: (date: string) => void;
}) {
  const grid = useRef<HTMLDivElement>(null);
  // The day the keyboard last moved to, until the page shows it: focus goes there, and only there.
  const pendingFocus = useRef<string | null>(null);
  // Keys can come faster than the page redraws (a held arrow): each one moves on from the last.
  const latest = useRef(date);
  useEffect(() => {
    latest.current = date;
  }, [date]);
  const rows = rowsOf(view, date);
  const month = date.slice(0, 7);

  // After moving with the keyboard, focus follows the chosen day (also into another month).
  // Keys faster than the redraws pass through days the page shows on the way: those do not take focus.
  useEffect(() => {
    if (pendingFocus.current !== date) return;
    pendingFocus.current = null;
    grid.current?.querySelector<HTMLElement>(`[data-date="${date}"]`)?.focus();
  }, [date]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, cellDate: string) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(cellDate);
      return;
    }
    const next = dateForKey(event.key, latest.current);
    if (!next) return;
    event.preventDefault();
    latest.current = next;
    pendingFocus.current = next;
    onMove(next);
  };

  return (
    <Grid role="grid" aria-label={headingOf(view, date)} ref={grid} data-testid="coach-calendar-grid">
      <GridRow role="row">
        {rows[0]!.map((day) => (
          <ColumnHeader role="columnheader" key={day}>
            {dayHeading(day).split(' ')[0]}
            {view === 'week' ? ` ${dayHeading(day).split(' ').slice(1).join(' ')}` : ''}
          </ColumnHeader>
        ))}
      </GridRow>
      {rows.map((row) => (
        <GridRow role="row" key={row[0]}>
          {row.map((day) => {
            const sessions = calendar.sessions.filter((session) => session.date === day);
            const logged = sessions.filter((session) => resultsOf(calendar, session).length > 0).length;
            const summary = [
              longDayHeading(day),
              day === today ? 'today' : '',
              sessions.length ? `${sessions.length} session${sessions.length > 1 ? 's' : ''}` : 'rest day',
              logged ? `${logged} logged` : '',
            ]
              .filter(Boolean)
              .join(', ');
            return (
              <Cell
                role="gridcell"
                key={day}
                data-date={day}
                data-testid={`calendar-cell-${day}`}
                tabIndex={day === date ? 0 : -1}
                aria-selected={day === date}
                aria-label={summary}
                $outside={view === 'month' && day.slice(0, 7) !== month}
                $today={day === today}
                $tall={view === 'week'}
                onClick={() => onOpen(day)}
                onKeyDown={(event) => onKeyDown(event, day)}
              >
                <span aria-hidden="true">{Number(day.slice(8))}</span>
                <ul aria-hidden="true">
                  {sessions.map((session) => (
                    <li key={session.session_index}>
                      {resultsOf(calendar, session).length > 0 ? '✓ ' : ''}
                      {session.session.title || 'Session'}
                    </li>
                  ))}
                </ul>
              </Cell>
            );
          })}
        </GridRow>
      ))}
    </Grid>
  );
}

const viewLabels: Record<CalendarView, string> = { month: 'Month', week: 'Week', day: 'Day' };

/**
 * The coach's view of one client's calendar (decision 0111): in one program (route coach_calendar), or in
 * every program of the account they joined (route athlete_calendar): month, week and day, with what the
 * client logged. The view and date are in the address.
 */
export function CoachCalendarPage({
  route = 'coach_calendar',
}: {
  route?: 'coach_calendar' | 'athlete_calendar';
}) {
  const routePlanId = usePlanId();
  const planId = route === 'coach_calendar' ? routePlanId : null;
  const { user_id: userParam } = useParams();
  const userId = userParam && /^\d+$/.test(userParam) ? Number(userParam) : Number.NaN;
  const today = clientToday(new Date().toISOString(), browserTimeZone());
  const [search, setSearch] = useSearchParams();
  const { view, date } = viewFromQuery(search, today);
  const focus = focusFromQuery(search);
  // coach_calendar is one program already; athlete_calendar may be narrowed to one (schedule_id).
  const scheduleId = route === 'athlete_calendar' ? focus.scheduleId : null;
  const rows = rowsOf(view, date);
  const from = rows[0]![0]!;
  const to = rows.at(-1)!.at(-1)!;
  const calendar = useAthleteCalendar(planId, userId, from, to);
  const macros = useAthleteMacros(userId, from, to);
  const go = (nextView: CalendarView, nextDate: string, nextSchedule: number | null = scheduleId) =>
    setSearch(queryFor(nextView, nextDate, nextSchedule), { replace: nextView === view });

  return (
    <ProgramRoutePage route={route}>
      <Toolbar>
        <div role="group" aria-label="View">
          {calendarViews.map((candidate) => (
            <Button
              key={candidate}
              type="button"
              $variant={candidate === view ? 'primary' : 'secondary'}
              aria-pressed={candidate === view}
              onClick={() => go(candidate, date)}
            >
              {viewLabels[candidate]}
            </Button>
          ))}
        </div>
        <Button type="button" $variant="secondary" onClick={() => go(view, step(view, date, -1))}>
          Previous
        </Button>
        <Button type="button" $variant="secondary" onClick={() => go(view, today)}>
          Today
        </Button>
        <Button type="button" $variant="secondary" onClick={() => go(view, step(view, date, 1))}>
          Next
        </Button>
        <h2 data-testid="calendar-heading" aria-live="polite">
          {headingOf(view, date)}
        </h2>
      </Toolbar>
      {scheduleId !== null ? (
        <Notice
          tone="info"
          testId="calendar-one-program"
          action={
            <Button type="button" $size="small" $variant="secondary" onClick={() => go(view, date, null)}>
              All programs
            </Button>
          }
        >
          {calendar.data?.sessions.find((session) => session.program_id === scheduleId)?.program_title ??
            'One program'}{' '}
          only
        </Notice>
      ) : null}
      <QueryState query={calendar}>
        {(all) => {
          const data = narrowedTo(all, scheduleId);
          return view === 'day' ? (
            <DayDetails
              calendar={data}
              date={date}
              section={focus.section}
              showProgram={route === 'athlete_calendar'}
              macros={macros.data?.days.find((day) => day.date === date)}
              athleteId={userId}
            />
          ) : (
            <DayGrid
              calendar={data}
              view={view}
              date={date}
              today={today}
              onMove={(next) => go(view, next)}
              onOpen={(day) => go('day', day)}
            />
          );
        }}
      </QueryState>
    </ProgramRoutePage>
  );
}
