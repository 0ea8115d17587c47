// Whether an element has come near the viewport at least once: a dashboard's chart and grid widgets load their code
// (recharts, the data grid) only then, so a dashboard pays for what the user scrolls to. Without IntersectionObserver
// (old browsers, jsdom) everything counts as seen.
import { useEffect, useState } from 'react';

/** How far below the fold a widget starts loading, so it is usually drawn by the time it scrolls in. */
const AHEAD = '200px';

export function useScrolledIntoView<T extends Element>(): { ref: (element: T | null) => void; seen: boolean } {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const [element, setElement] = useState<T | null>(null);
  useEffect(() => {
    if (seen || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, element]);
  // A state setter is stable, so it serves as the callback ref.
  return { ref: setElement, seen };
}
