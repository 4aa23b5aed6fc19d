import type { FileShareInput, FileSharePageQuery } from "@cdp/contracts";
import { AppError } from "../../http/app-error.ts";
import type { MediaApi } from "../media/media.module.ts";
import { kindOfKey } from "../storage/file-types.ts";
import { fileNameOfKey, isSafeKey, ownerOfKey } from "../storage/storage-keys.ts";
import type { FileSharesData, SharedFileChanges } from "./file-shares.data.ts";

/**
 * The storage key a direct upload's URL (`host + '/' + key`) ends with: the owner folder
 * (`u/<id>/` or `a/<id>/`) and the file. Null for a URL that is not one of our uploads.
 */
export function keyOfFileUrl(fileUrl: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(fileUrl, "http://relative.invalid").pathname;
  } catch {
    return null;
  }
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length < 3) return null;
  const key = segments.slice(-3).map(decodeSafely).join("/");
  return ownerOfKey(key) && isSafeKey(key) ? key : null;
}

export function createFileSharesService(deps: { data: FileSharesData; media: Pick<MediaApi, "findByKey"> }) {
  const { data } = deps;

  /** What the stored upload tells about the file: its record when we have one, else its name. */
  async function describe(input: FileShareInput): Promise<SharedFileChanges> {
    const key = keyOfFileUrl(input.fileUrl);
    const record = key ? await deps.media.findByKey(key) : null;
    const lastSegment = decodeSafely(input.fileUrl.split(/[?#]/)[0]?.split("/").pop() ?? "");
    const fileName = record?.fileName ?? fileNameOfKey(key ?? lastSegment);
    return {
      name: input.name,
      fileUrl: input.fileUrl,
      fileName: fileName || input.name,
      fileType: record?.type ?? kindOfKey(fileName).type,
      fileSize: record?.size ?? null,
    };
  }

  return {
    async create(adminId: string, input: FileShareInput) {
      return data.insert({ ...(await describe(input)), createdBy: adminId });
    },
    async update(id: number, input: FileShareInput) {
      const updated = await data.update(id, await describe(input));
      if (!updated) throw new AppError("NOT_FOUND");
      return updated;
    },
    list(query: FileSharePageQuery) {
      return data.page(query);
    },
    async remove(id: number): Promise<void> {
      if (!(await data.delete(id))) throw new AppError("NOT_FOUND");
    },
  };
}

function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export type FileSharesService = ReturnType<typeof createFileSharesService>;
