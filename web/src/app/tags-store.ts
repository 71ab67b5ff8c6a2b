import { createStore } from './create-store';

export interface VisitedView {
  /** Full path: the key of the tab and of the page cache (never a component name). */
  path: string;
  title: string;
  affix?: boolean;
}

const STORAGE_KEY = 'visited-views';

function loadViews(): VisitedView[] {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as VisitedView[]) : [];
  } catch {
    return [];
  }
}

/** Visited tabs survive a page reload within the browser tab (sessionStorage). */
export const tagsStore = createStore<{ views: VisitedView[]; refreshKeys: Record<string, number> }>({ views: loadViews(), refreshKeys: {} });

tagsStore.subscribe(() => {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(tagsStore.get().views));
  } catch {
    // ignore
  }
});

export function addView(view: VisitedView) {
  tagsStore.set((s) => {
    const i = s.views.findIndex((v) => v.path === view.path);
    if (i >= 0) {
      if (s.views[i].title === view.title) return s;
      const views = [...s.views];
      views[i] = { ...views[i], title: view.title };
      return { ...s, views };
    }
    return { ...s, views: [...s.views, view] };
  });
}

/** Removes a tab (affixed ones stay); returns the remaining views. */
export function closeView(path: string): VisitedView[] {
  tagsStore.set((s) => ({ ...s, views: s.views.filter((v) => v.affix || v.path !== path) }));
  return tagsStore.get().views;
}

export function closeOthers(path: string) {
  tagsStore.set((s) => ({ ...s, views: s.views.filter((v) => v.affix || v.path === path) }));
}

export function closeAll(): VisitedView[] {
  tagsStore.set((s) => ({ ...s, views: s.views.filter((v) => v.affix) }));
  return tagsStore.get().views;
}

export function bumpRefresh(path: string) {
  tagsStore.set((s) => ({ ...s, refreshKeys: { ...s.refreshKeys, [path]: (s.refreshKeys[path] ?? 0) + 1 } }));
}

export function resetTags() {
  tagsStore.set({ views: [], refreshKeys: {} });
}
