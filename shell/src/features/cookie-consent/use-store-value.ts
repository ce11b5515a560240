import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';

/** The latest value of one of the store's streams, for a component that shows it. */
export function useStoreValue<T>(source: Observable<T>, initial: T): T {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    const subscription = source.subscribe(setValue);
    return () => subscription.unsubscribe();
  }, [source]);
  return value;
}
