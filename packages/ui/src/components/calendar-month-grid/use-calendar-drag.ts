import { useRef, useState, type DragEvent } from "react";
import type { CalendarEvent } from "../calendar-event-chip/calendar-event";

/** The MIME type a dragged calendar event carries (its id), so drops from elsewhere are ignored. */
export const CALENDAR_EVENT_MIME = "application/x-calendar-event";

/**
 * Drag and drop of events between cells (HTML5): which event is in flight, which cell it is over, and
 * the handlers for chips (`chipProps`) and cells (`cellProps`). A cell takes a drop only when
 * `accepts(cellKey)` says so; `onDrop(event, cellKey)` is called once per drop on another cell.
 */
export function useCalendarDrag<E extends CalendarEvent>(options: { accepts: (cellKey: string) => boolean; onDrop: (event: E, cellKey: string) => void }) {
  const dragged = useRef<E | null>(null);
  const [draggingId, setDraggingId] = useState<number | null>(null);
  const [overKey, setOverKey] = useState<string | null>(null);
  const clear = () => {
    dragged.current = null;
    setDraggingId(null);
    setOverKey(null);
  };

  const chipProps = (event: E) => ({
    dragging: draggingId === event.id,
    onDragStart: (drag: DragEvent) => {
      dragged.current = event;
      drag.dataTransfer.effectAllowed = "move";
      drag.dataTransfer.setData(CALENDAR_EVENT_MIME, String(event.id));
      drag.dataTransfer.setData("text/plain", event.title);
      setDraggingId(event.id);
    },
    onDragEnd: clear,
  });

  const cellProps = (cellKey: string) => ({
    "data-drop-target": overKey === cellKey ? "" : undefined,
    onDragOver: (drag: DragEvent) => {
      if (!dragged.current || !options.accepts(cellKey)) return;
      drag.preventDefault();
      drag.dataTransfer.dropEffect = "move";
      if (overKey !== cellKey) setOverKey(cellKey);
    },
    onDragLeave: (drag: DragEvent) => {
      if (!(drag.currentTarget as Node).contains(drag.relatedTarget as Node | null) && overKey === cellKey) setOverKey(null);
    },
    onDrop: (drag: DragEvent) => {
      const event = dragged.current;
      if (!event || !options.accepts(cellKey)) return;
      drag.preventDefault();
      clear();
      options.onDrop(event, cellKey);
    },
  });

  return { chipProps, cellProps, dragging: draggingId !== null };
}
