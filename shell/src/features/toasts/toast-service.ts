import { ERROR_TOAST_MS, type PlatformToasts, type Toast } from '@coachforge/contracts';
import { BehaviorSubject, type Observable } from 'rxjs';

export interface ToastService extends PlatformToasts {
  current$: Observable<Toast | null>;
  dismiss(): void;
}

/** One toast at a time: a new one replaces the one showing. Each lasts 5 seconds unless persistent. */
export function createToastService(durationMs = ERROR_TOAST_MS): ToastService {
  const current = new BehaviorSubject<Toast | null>(null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const dismiss = () => {
    clearTimeout(timer);
    current.next(null);
  };
  return {
    current$: current.asObservable(),
    dismiss,
    show(toast) {
      clearTimeout(timer);
      current.next(toast);
      if (!toast.persistent) timer = setTimeout(dismiss, durationMs);
    },
  };
}
