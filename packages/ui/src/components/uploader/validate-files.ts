import { fileExtension, hasCommaInName, IMAGE_EXTENSIONS, VIDEO_EXTENSIONS } from "@cdp/contracts";
import type { UploadAccept, UploadedFileItem } from "./types";

/** The spec's rules for the uploader, as data: the uploader's props. */
export type FileRules = {
  accept: UploadAccept;
  maxCount: number;
  maxSizeMb?: number;
  maxVideoCount?: number;
  /** Single-file mode: one file at a time, which replaces the current one. */
  single?: boolean;
};

/** Why a file (or a whole selection) was turned down; the uploader turns these into messages. */
export type FileProblem =
  | { reason: "single-only" }
  | { reason: "too-many"; max: number }
  | { reason: "comma"; fileName: string }
  | { reason: "image-format"; fileName: string }
  | { reason: "video-format"; fileName: string }
  | { reason: "file-type"; fileName: string }
  | { reason: "too-large"; fileName: string; maxSizeMb: number }
  | { reason: "duplicate"; fileName: string }
  | { reason: "too-many-videos"; fileName: string; max: number };

type FileLike = { name: string; size: number };
/** A file already in the list or on its way there. */
type ListedFile = Pick<UploadedFileItem, "fileName" | "type">;

const isIn = (list: readonly string[], fileName: string) => list.includes(fileExtension(fileName));

/** Image, video or other, from the extension (case-insensitive). */
export function fileKind(fileName: string): UploadedFileItem["type"] {
  if (isIn(IMAGE_EXTENSIONS, fileName)) return "image";
  if (isIn(VIDEO_EXTENSIONS, fileName)) return "video";
  return "other";
}

/** The `accept` attribute for the file picker, so it offers the right files first. */
export function pickerAccept(accept: UploadAccept): string | undefined {
  const dotted = (list: readonly string[]) => list.map((extension) => `.${extension}`);
  if (accept === "image") return dotted(IMAGE_EXTENSIONS).join(",");
  if (accept === "video") return dotted(VIDEO_EXTENSIONS).join(",");
  if (accept === "media") return [...dotted(IMAGE_EXTENSIONS), ...dotted(VIDEO_EXTENSIONS)].join(",");
  return undefined;
}

function typeProblem(accept: UploadAccept, fileName: string): FileProblem | null {
  if (accept === "image" && !isIn(IMAGE_EXTENSIONS, fileName)) return { reason: "image-format", fileName };
  if (accept === "video" && !isIn(VIDEO_EXTENSIONS, fileName)) return { reason: "video-format", fileName };
  if (accept === "media" && fileKind(fileName) === "other") return { reason: "file-type", fileName };
  return null;
}

/**
 * Checks a selection against the rules and what is already listed. A selection that breaks a
 * whole-selection rule (single-file mode, max count) is turned down entirely; otherwise each file
 * is checked in turn (name, type, size, duplicate, video count) and the good ones are accepted.
 */
export function validateFiles<F extends FileLike>(
  files: readonly F[],
  listed: readonly ListedFile[],
  rules: FileRules,
): { accepted: F[]; problems: FileProblem[] } {
  if (rules.single) {
    if (files.length > 1) return { accepted: [], problems: [{ reason: "single-only" }] };
  } else if (listed.length + files.length > rules.maxCount) {
    return { accepted: [], problems: [{ reason: "too-many", max: rules.maxCount }] };
  }

  // In single-file mode the new file replaces the listed one, so only its own checks apply.
  const seen = rules.single ? [] : listed.map((item) => item.fileName);
  let videos = rules.single ? 0 : listed.filter((item) => item.type === "video").length;
  const accepted: F[] = [];
  const problems: FileProblem[] = [];
  for (const file of files) {
    const problem = fileProblem(file, rules, seen, videos);
    if (problem) {
      problems.push(problem);
      continue;
    }
    accepted.push(file);
    seen.push(file.name);
    if (fileKind(file.name) === "video") videos += 1;
  }
  return { accepted, problems };
}

function fileProblem(file: FileLike, rules: FileRules, seen: readonly string[], videos: number): FileProblem | null {
  const fileName = file.name;
  if (hasCommaInName(fileName)) return { reason: "comma", fileName };
  const wrongType = typeProblem(rules.accept, fileName);
  if (wrongType) return wrongType;
  if (rules.maxSizeMb != null && file.size > rules.maxSizeMb * 1024 * 1024) {
    return { reason: "too-large", fileName, maxSizeMb: rules.maxSizeMb };
  }
  if (seen.includes(fileName)) return { reason: "duplicate", fileName };
  if (rules.maxVideoCount != null && fileKind(fileName) === "video" && videos >= rules.maxVideoCount) {
    return { reason: "too-many-videos", fileName, max: rules.maxVideoCount };
  }
  return null;
}
