import {
  checklistSteps,
  endpoints,
  messages,
  type Checklist,
  type PlatformApi,
  type PlatformBus,
  type PlatformToasts,
} from '@coachforge/contracts';
import { PopoverPanel } from '@coachforge/ui';
import { useEffect, useState } from 'react';
import type { HeaderFirstAnswers } from '../header-answers';
import { ItemLink } from './menu-items';
import { TourVideoDialog } from './tour-video-dialog';

/**
 * The Get Started checklist (spec 03 sections 2.3, 4.4): completed/total on the button, steps ticked
 * by server pushes, hidden for good once everything is done.
 */
export function ChecklistButton({
  api,
  bus,
  toast,
  first = null,
}: {
  api: PlatformApi;
  bus: PlatformBus;
  toast: PlatformToasts;
  /** The checklist asked for with the header's code (features/header-answers), when it came. */
  first?: HeaderFirstAnswers['checklist'];
}) {
  const [checklist, setChecklist] = useState<Checklist | null>(first);
  const [hidden, setHidden] = useState(false);
  const [hiding, setHiding] = useState(false);
  const [touring, setTouring] = useState(false);
  // Kept apart from the steps: the server's pushes carry only the steps.
  const [tourVideoUrl, setTourVideoUrl] = useState<string | null>(first?.tour_video_url ?? null);

  useEffect(() => {
    const controller = new AbortController();
    if (!first)
      api
        .request(endpoints.checklist, { signal: controller.signal, quiet: true })
        .then((answer) => {
          setChecklist(answer);
          setTourVideoUrl(answer.tour_video_url ?? null);
        })
        .catch(() => undefined);
    const subscription = bus.on('checklist.updated').subscribe((event) =>
      setChecklist({
        total_points: event.totalPoints,
        completed: event.completed as Checklist['completed'],
      }),
    );
    return () => {
      controller.abort();
      subscription.unsubscribe();
    };
  }, [api, bus, first]);

  if (!checklist || hidden) return null;
  const done = new Set(checklist.completed);
  const allDone = done.size >= checklist.total_points;

  // The tour step is complete once its media is opened (spec 03 section 4.4), not when its item is clicked.
  const tourOpened = () => {
    if (done.has('video_tour')) return;
    void api
      .request(endpoints.completeChecklistStep, { body: { check_list: { name: 'video_tour' } } })
      .then(setChecklist)
      .catch(() => undefined);
  };

  const hide = async () => {
    setHiding(true);
    try {
      await api.request(endpoints.hideChecklist);
      toast.show({ type: 'info', text: messages.checklist.hidden });
      setHidden(true);
    } catch {
      // A failed hide re-enables the button (spec 03 section 8).
      setHiding(false);
    }
  };

  return (
    <>
      <PopoverPanel
        testId="checklist-button"
        sheetOnMobile
        label={`${messages.checklist.title} ${done.size}/${checklist.total_points}`}
        title={messages.checklist.title}
      >
        {(close) => (
          <ul>
            {checklistSteps.map((step) => (
              <li key={step} data-testid={`checklist-step-${step}`} data-done={done.has(step)}>
                {step === 'video_tour' && !done.has(step) ? (
                  <ItemLink
                    as="button"
                    type="button"
                    onClick={() => {
                      close();
                      setTouring(true);
                    }}
                  >
                    ○ {messages.checklist.steps[step]}
                  </ItemLink>
                ) : (
                  <ItemLink as="span">
                    {done.has(step) ? '✓' : '○'} {messages.checklist.steps[step]}
                  </ItemLink>
                )}
              </li>
            ))}
            {allDone && (
              <li>
                <ItemLink as="button" type="button" disabled={hiding} onClick={() => void hide()}>
                  {messages.checklist.hide}
                </ItemLink>
              </li>
            )}
          </ul>
        )}
      </PopoverPanel>
      <TourVideoDialog
        isOpen={touring}
        videoUrl={tourVideoUrl}
        onClose={() => setTouring(false)}
        onMediaOpened={tourOpened}
      />
    </>
  );
}
