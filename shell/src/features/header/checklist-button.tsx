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
import { ItemLink } from './menu-items';
import { HELP_LINKS } from './menu-model';

/**
 * The Get Started checklist (spec 03 sections 2.3, 4.4): completed/total on the button, steps ticked
 * by server pushes, hidden for good once everything is done.
 */
export function ChecklistButton({
  api,
  bus,
  toast,
}: {
  api: PlatformApi;
  bus: PlatformBus;
  toast: PlatformToasts;
}) {
  const [checklist, setChecklist] = useState<Checklist | null>(null);
  const [hidden, setHidden] = useState(false);
  const [hiding, setHiding] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    api
      .request(endpoints.checklist, { signal: controller.signal, quiet: true })
      .then(setChecklist)
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
  }, [api, bus]);

  if (!checklist || hidden) return null;
  const done = new Set(checklist.completed);
  const allDone = done.size >= checklist.total_points;

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
    <PopoverPanel
      testId="checklist-button"
      sheetOnMobile
      label={`${messages.checklist.title} ${done.size}/${checklist.total_points}`}
      title={messages.checklist.title}
    >
      {() => (
        <ul>
          {checklistSteps.map((step) => (
            <li key={step} data-testid={`checklist-step-${step}`} data-done={done.has(step)}>
              {step === 'video_tour' && !done.has(step) ? (
                <ItemLink
                  href={HELP_LINKS.demoVideos}
                  target="_blank"
                  rel="noreferrer"
                  onClick={() =>
                    void api
                      .request(endpoints.completeChecklistStep, {
                        body: { check_list: { name: 'video_tour' } },
                      })
                      .then(setChecklist)
                      .catch(() => undefined)
                  }
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
  );
}
