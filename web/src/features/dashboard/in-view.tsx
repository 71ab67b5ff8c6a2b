import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';

/** Whether the widgets below may call: true unless an <InView> above says its place is not yet near the screen. */
const InViewContext = createContext(true);

/** Whether this widget's place has come near the screen (always true outside an <InView>: the report pages). */
export const useInView = () => useContext(InViewContext);

/**
 * Lets its widget call only once its place comes within half a screen of the visible part of the page,
 * and keeps it so (a widget once loaded stays, and follows the filters). The first screen's widgets all
 * start at once on the first render; the ones further down start as the user scrolls, so a visit that
 * only passes through the dashboard (the landing page of every login) does not run every widget's query.
 */
export function InView({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px 50% 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [seen]);
  return (
    <div ref={ref} className={className} style={{ height: '100%' }}>
      <InViewContext.Provider value={seen}>{children}</InViewContext.Provider>
    </div>
  );
}
