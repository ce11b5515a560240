import {
  addDays,
  clientToday,
  dayHeading,
  messages,
  weekStartOf,
  type CalendarSession,
  type ClientCalendar,
  type ClientRecords,
} from '@coachforge/contracts';
import { Button, Card, EmptyState, Notice } from '@coachforge/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { ProgramRoutePage, QueryState } from '../program-data';
import { SessionComments } from '../calendar-comments';
import { ClientChallengesPanel } from '../challenges';
import { OwnRecordsPanel, useOwnRecords } from '../client-records';
import { ExerciseLine } from './exercise-line';
import { LogResultForm } from './log-result-form';
import { MacrosWeek } from './macros-week';
import { ResultSyncProvider, useResultSync } from './result-sync';
import { browserTimeZone, useClientCalendar } from './use-client-calendar';

const Nav = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  flex-wrap: wrap;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Day = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0;
  }
`;

const Exercises = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding-left: ${({ theme }) => theme.space(5)};
`;

function SessionCard({
  session,
  calendar,
  records,
}: {
  session: CalendarSession;
  calendar: ClientCalendar;
  records: ClientRecords | null;
}) {
  const nameOf = (id: number) =>
    calendar.exercises.find((exercise) => exercise.id === id)?.name ?? 'Exercise';
  return (
    <Card title={`${session.session.title || 'Session'} · ${session.program_title}`}>
      {session.session.sections.map((section, index) => (
        <div key={index}>
          <h3>{section.title || `Section ${index + 1}`}</h3>
          <Exercises>
            {section.exercises.map((exercise, position) => (
              <ExerciseLine
                key={position}
                exercises={section.exercises}
                position={position}
                name={nameOf(exercise.exercise_id)}
                records={records}
              />
            ))}
          </Exercises>
          <LogResultForm
            session={session}
            sectionIndex={index}
            result={calendar.results.find(
              (result) =>
                result.date === session.date &&
                result.session_index === session.session_index &&
                result.section_index === index,
            )}
          />
        </div>
      ))}
      <SessionComments
        side={{ kind: 'client' }}
        place={{ planId: session.program_id, date: session.date, sessionIndex: session.session_index }}
      />
    </Card>
  );
}

/**
 * The client's own calendar (/user/calendar): a week at a time from Monday, each day's sessions from the
 * programs they train in, and a result to log for each section (decision 0107).
 */
export function ClientCalendarPage() {
  return (
    <ProgramRoutePage route="calendar">
      <ResultSyncProvider>
        <ClientCalendar />
      </ResultSyncProvider>
    </ProgramRoutePage>
  );
}

function OfflineNotice() {
  const { online } = useResultSync();
  return online ? null : <Notice tone="warning">{messages.training.offlineBanner}</Notice>;
}

function ClientCalendar() {
  const today = clientToday(new Date().toISOString(), browserTimeZone());
  const [weekStart, setWeekStart] = useState(() => weekStartOf(today));
  const weekEnd = addDays(weekStart, 6);
  const calendar = useClientCalendar(weekStart, weekEnd);
  // Offline the records may be missing: loads written as a % of a benchmark then read without the weight.
  const records = useOwnRecords();
  const days = Array.from({ length: 7 }, (_, offset) => addDays(weekStart, offset));

  return (
    <>
      <OfflineNotice />
      <Nav aria-label="Weeks">
        <Button type="button" $variant="secondary" onClick={() => setWeekStart(addDays(weekStart, -7))}>
          Previous week
        </Button>
        <Button type="button" $variant="secondary" onClick={() => setWeekStart(weekStartOf(today))}>
          This week
        </Button>
        <Button type="button" $variant="secondary" onClick={() => setWeekStart(addDays(weekStart, 7))}>
          Next week
        </Button>
        <span data-testid="calendar-week">
          {dayHeading(weekStart)} – {dayHeading(weekEnd)}
        </span>
      </Nav>
      <QueryState query={calendar}>
        {(data) =>
          data.sessions.length === 0 ? (
            <EmptyState
              title="No training this week"
              description="Sessions your coach schedules show here."
            />
          ) : (
            days.map((date) => {
              const sessions = data.sessions.filter((session) => session.date === date);
              if (sessions.length === 0) return null;
              return (
                <Day key={date} aria-label={dayHeading(date)} data-testid={`calendar-day-${date}`}>
                  <h2>
                    {dayHeading(date)}
                    {date === today ? ' · Today' : ''}
                  </h2>
                  {sessions.map((session) => (
                    <SessionCard
                      key={`${session.program_id}-${session.session_index}`}
                      session={session}
                      calendar={data}
                      records={records.data ?? null}
                    />
                  ))}
                </Day>
              );
            })
          )
        }
      </QueryState>
      <MacrosWeek days={days} today={today} />
      <OwnRecordsPanel />
      <ClientChallengesPanel />
    </>
  );
}
