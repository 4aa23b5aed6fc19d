import { useEffect, useRef, useState, type KeyboardEvent } from "react";

/**
 * One focusable cell at a time in a grid (roving tabindex): arrow keys move it by `step(key)`, Enter
 * activates it. A move to a cell the grid does not show is handed to `onOutside` (the page turns to
 * the next month or week) and focus follows once that cell is shown.
 */
export function useRovingCell(options: {
  keys: readonly string[];
  fallback: string;
  step: (key: string, keyName: string) => string | null;
  onActivate?: (key: string) => void;
  onOutside?: (key: string) => void;
}) {
  const { keys, fallback, step, onActivate, onOutside } = options;
  const [wanted, setWanted] = useState<string | null>(null);
  const focusNext = useRef(false);
  const cells = useRef(new Map<string, HTMLElement>());
  const active = wanted && keys.includes(wanted) ? wanted : fallback;

  useEffect(() => {
    if (!focusNext.current || !wanted || !keys.includes(wanted)) return;
    focusNext.current = false;
    cells.current.get(wanted)?.focus();
  }, [wanted, keys]);

  const onKeyDown = (key: string) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onActivate?.(key);
      return;
    }
    const next = step(key, event.key);
    if (next == null) return;
    event.preventDefault();
    focusNext.current = true;
    setWanted(next);
    if (!keys.includes(next)) onOutside?.(next);
  };

  const cellProps = (key: string) => ({
    ref: (element: HTMLElement | null) => {
      if (element) cells.current.set(key, element);
      else cells.current.delete(key);
    },
    tabIndex: key === active ? 0 : -1,
    onKeyDown: onKeyDown(key),
    onFocus: () => {
      if (key !== active) setWanted(key);
    },
  });

  return { active, cellProps };
}
