import { useSyncExternalStore } from 'react';

/** A minimal external store: state outside React that survives remounts of the layout. */
export function createStore<T>(initial: T) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next: T | ((prev: T) => T)) {
      state = typeof next === 'function' ? (next as (p: T) => T)(state) : next;
      for (const l of listeners) l();
    },
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    use(): T {
      // biome-ignore lint/correctness/useHookAtTopLevel: `store.use()` is the hook; it is called at the top of components
      return useSyncExternalStore(this.subscribe, this.get, this.get);
    },
  };
}
