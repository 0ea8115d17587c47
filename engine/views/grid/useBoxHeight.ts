// The inner height (without borders) of an element, kept current with a ResizeObserver: the grid compares it with
// its rows to decide whether they scroll. 0 until measured (and in jsdom, which lays nothing out).
import { useCallback, useRef, useState } from 'react';

export function useBoxHeight(): [ref: (element: HTMLDivElement | null) => void, height: number] {
  const [height, setHeight] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    setHeight(element.clientHeight);
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(() => setHeight(element.clientHeight));
    observer.current.observe(element);
  }, []);
  return [ref, height];
}
