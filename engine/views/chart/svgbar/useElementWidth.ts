// The width of an element, followed as it resizes (what recharts' ResponsiveContainer does for its charts). Without
// ResizeObserver (jsdom) the width read once on mount is used, or a default so something is drawn.
import { useEffect, useState } from 'react';

const FALLBACK_WIDTH = 600;

export function useElementWidth<T extends HTMLElement>(): { ref: (element: T | null) => void; width: number } {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return undefined;
    setWidth(element.getBoundingClientRect().width || FALLBACK_WIDTH);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  // A state setter is stable, so it serves as the callback ref.
  return { ref: setElement, width };
}
