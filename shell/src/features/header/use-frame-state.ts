import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';

/** The current path, updated on every single-spa navigation. */
export function usePathname(): string {
  const [pathname, setPathname] = useState(window.location.pathname);
  useEffect(() => {
    const update = () => setPathname(window.location.pathname);
    window.addEventListener('single-spa:routing-event', update);
    return () => window.removeEventListener('single-spa:routing-event', update);
  }, []);
  return pathname;
}

export function useObservable<T>(source: Observable<T>, initial: T): T {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    const subscription = source.subscribe(setValue);
    return () => subscription.unsubscribe();
  }, [source]);
  return value;
}
