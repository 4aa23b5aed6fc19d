import type { UploadedFileItem, UploadFn } from "./types";
import { fileKind } from "./validate-files";

// Helpers for the stories of the uploader and the import dialog (not part of the package's API).

const MIME: Record<string, string> = { png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", gif: "image/gif", mp4: "video/mp4" };

/** A File with the given name; `size` is faked so big files cost no memory. */
export function makeFile(name: string, size = 2048): File {
  const extension = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
  const file = new File(["x"], name, { type: MIME[extension] ?? "" });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

/**
 * Drops files on a drop target the way a browser drag and drop does. The data transfer is a
 * stand-in: Chromium won't build a DragEvent around one, and jsdom has no DataTransfer.
 */
export function dropFiles(target: Element, files: File[]) {
  const items = files.map((file) => ({ kind: "file", type: file.type, getAsFile: () => file }));
  const drop = new Event("drop", { bubbles: true, cancelable: true });
  Object.defineProperty(drop, "dataTransfer", { value: { files, items, types: ["Files"] } });
  target.dispatchEvent(drop);
}

/** A small coloured square as an image URL, so stories need no network. */
export function swatch(color: string, label = ""): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240"><rect width="320" height="240" fill="${color}"/><text x="160" y="128" font-size="28" text-anchor="middle" fill="white" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const palette = ["#2947e5", "#0f9d58", "#e8710a", "#a142f4", "#d93025"];

/** What a real upload returns for a file, with a swatch as the image. */
export function uploadedItem(file: Pick<File, "name" | "size">, index = 0): UploadedFileItem {
  const type = fileKind(file.name);
  const url = `https://files.example.com/${encodeURIComponent(file.name)}`;
  return {
    fileName: file.name,
    exportFile: url,
    type,
    fileSize: file.size,
    ...(type === "image" ? { imgUrl: swatch(palette[index % palette.length] ?? "#2947e5", file.name) } : {}),
    ...(type === "video" ? { address: url } : {}),
  };
}

/** An upload that reports progress and succeeds after a moment. */
export const fakeUpload: UploadFn = async (file, onProgress) => {
  for (const percent of [25, 60, 100]) {
    await new Promise((resolve) => setTimeout(resolve, 30));
    onProgress(percent);
  }
  return uploadedItem(file, file.name.length);
};
