import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * The width of the element `ref` points at, in rem, kept up to date when the
 * screen turns or the grimoire moves (beside the call, under it, in its
 * drawer). 0 while the element is not laid out (a closed drawer, no DOM).
 */
export function useRoom(): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement | null>(null);
  const [room, setRoom] = useState(0);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = (): void => {
      const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      setRoom(box.clientWidth / rem);
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(box);
    return () => observer?.disconnect();
  }, []);
  return [ref, room];
}
