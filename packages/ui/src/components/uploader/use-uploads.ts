import { useEffect, useRef, useState } from "react";
import type { UploadedFileItem, UploadFn } from "./types";
import { fileKind } from "./validate-files";

/** A file on its way to the list: uploading, or failed (until removed or picked again). */
export type PendingUpload = {
  id: number;
  fileName: string;
  fileSize: number;
  kind: UploadedFileItem["type"];
  status: "uploading" | "error";
  /** 0 to 100. */
  percent: number;
};

type UseUploadsOptions = {
  value: UploadedFileItem[];
  onChange: (items: UploadedFileItem[]) => void;
  upload: UploadFn;
  /** A finished upload replaces the list instead of joining it. */
  single?: boolean;
  onUploaded: (item: UploadedFileItem) => void;
  onFailed: (fileName: string, error: unknown) => void;
};

let lastId = 0;

/**
 * Adds a finished upload where it was picked, not where it finished: files picked together upload
 * at once and finish in any order, yet list (and post) in the order they were chosen. Files that were
 * in the list before keep their places ahead of it.
 */
function inPickOrder(list: UploadedFileItem[], item: UploadedFileItem, id: number, order: WeakMap<UploadedFileItem, number>): UploadedFileItem[] {
  order.set(item, id);
  const after = list.findIndex((existing) => (order.get(existing) ?? 0) > id);
  return after === -1 ? [...list, item] : [...list.slice(0, after), item, ...list.slice(after)];
}

/**
 * Runs the injected upload for each accepted file and tracks it until it joins the controlled
 * list. Removing or replacing a file mid-upload aborts its request.
 */
export function useUploads({ value, onChange, upload, single, onUploaded, onFailed }: UseUploadsOptions) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const controllers = useRef(new Map<number, AbortController>());
  // Uploads finish asynchronously: each must add to the list as it is by then, including earlier
  // finishers. The parent may render late: an unchanged list, or one this hook emitted before a
  // later upload finished, must not roll the latest back; only a list the parent made itself
  // (a removal, a reset) replaces it.
  const latestValue = useRef(value);
  const renderedValue = useRef(value);
  const emitted = useRef(new WeakSet<UploadedFileItem[]>());
  const pickOrder = useRef(new WeakMap<UploadedFileItem, number>());
  useEffect(() => {
    if (value === renderedValue.current) return;
    renderedValue.current = value;
    if (!emitted.current.has(value)) latestValue.current = value;
  });
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const update = (id: number, change: Partial<PendingUpload>) =>
    setPending((list) => list.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));
  const drop = (id: number) => {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    setPending((list) => list.filter((entry) => entry.id !== id));
  };

  const run = (file: File, id: number) => {
    const controller = new AbortController();
    controllers.current.set(id, controller);
    const onProgress = (percent: number) => {
      if (!controller.signal.aborted) update(id, { percent: Math.round(Math.min(100, Math.max(0, percent))) });
    };
    upload(file, onProgress, controller.signal).then(
      (item) => {
        if (controller.signal.aborted) return;
        controllers.current.delete(id);
        setPending((list) => list.filter((entry) => entry.id !== id));
        const next = single ? [item] : inPickOrder(latestValue.current, item, id, pickOrder.current);
        emitted.current.add(next);
        latestValue.current = next;
        onChange(next);
        onUploaded(item);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        controllers.current.delete(id);
        update(id, { status: "error" });
        onFailed(file.name, error);
      },
    );
  };

  const start = (files: File[]) => {
    const names = new Set(files.map((file) => file.name));
    // A new pick replaces a failed attempt at the same file; in single mode it replaces everything pending.
    const replaced = new Set(
      pending.filter((entry) => single || (entry.status === "error" && names.has(entry.fileName))).map((entry) => entry.id),
    );
    replaced.forEach((id) => {
      controllers.current.get(id)?.abort();
      controllers.current.delete(id);
    });
    const started = files.map((file) => {
      lastId += 1;
      const entry: PendingUpload = { id: lastId, fileName: file.name, fileSize: file.size, kind: fileKind(file.name), status: "uploading", percent: 0 };
      return { file, entry };
    });
    setPending((list) => [...list.filter((entry) => !replaced.has(entry.id)), ...started.map(({ entry }) => entry)]);
    started.forEach(({ file, entry }) => run(file, entry.id));
  };

  return { pending, start, remove: drop };
}
