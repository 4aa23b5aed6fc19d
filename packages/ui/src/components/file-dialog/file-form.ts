import type { UploadedFileItem } from "../uploader/types";
import { fileKind } from "../uploader/validate-files";

/** The file share being created or edited. */
export type FileFormValues = { name: string; files: UploadedFileItem[] };

export type FileFormProblems = { name?: "required" | "too-long"; file?: "required" };

/** Spec: a name is required, at most `maxNameLength` characters; one file is required. */
export function validateFileForm({ name, files }: FileFormValues, maxNameLength: number): FileFormProblems {
  const problems: FileFormProblems = {};
  const trimmed = name.trim();
  if (!trimmed) problems.name = "required";
  else if ([...trimmed].length > maxNameLength) problems.name = "too-long";
  if (files.length === 0) problems.file = "required";
  return problems;
}

/**
 * The uploader item for a file already saved, from its URL. Without a given name the URL's last
 * segment is used, minus the upload's `<timestamp>=-=` prefix.
 */
export function fileItemFromUrl(fileUrl: string, fileName?: string): UploadedFileItem {
  const lastSegment = decodeURIComponent(fileUrl.split(/[?#]/)[0]?.split("/").pop() ?? "");
  const marker = lastSegment.indexOf("=-=");
  const name = fileName || (marker >= 0 ? lastSegment.slice(marker + 3) : lastSegment) || fileUrl;
  const type = fileKind(name);
  return {
    fileName: name,
    exportFile: fileUrl,
    type,
    fileSize: 0,
    ...(type === "image" ? { imgUrl: fileUrl } : {}),
    ...(type === "video" ? { address: fileUrl } : {}),
  };
}
