import type { Toast } from '@coachforge/contracts';
import { ToastView } from '@coachforge/ui';
import { useEffect, useState } from 'react';
import type { ToastService } from './toast-service';

export function ToastHost({ toasts }: { toasts: ToastService }) {
  const [toast, setToast] = useState<Toast | null>(null);
  useEffect(() => {
    const subscription = toasts.current$.subscribe(setToast);
    return () => subscription.unsubscribe();
  }, [toasts]);
  return toast ? <ToastView toast={toast} onDismiss={toasts.dismiss} /> : null;
}
