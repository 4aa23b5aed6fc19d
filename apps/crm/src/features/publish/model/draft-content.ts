import type { DraftMedia, PublishDraft } from "@cdp/contracts";
import type { UploadedFileItem } from "@cdp/ui/uploader";

/** The uploaded files a draft can keep: those the server has recorded (a media id), in the form's order. */
export function draftFiles(files: UploadedFileItem[], mediaIdOf: (url: string) => number | undefined): DraftMedia[] {
  return files.flatMap((file) => {
    const mediaId = mediaIdOf(file.exportFile);
    if (mediaId === undefined) return [];
    return [{ mediaId, fileName: file.fileName, exportFile: file.exportFile, ...(file.imgUrl ? { imgUrl: file.imgUrl } : {}), ...(file.address ? { address: file.address } : {}), type: file.type, fileSize: file.fileSize }];
  });
}

/** A draft's files back into the form (those still stored), each remembered with its media id. */
export function restoredFiles(files: DraftMedia[], missing: PublishDraft["missing"], remember: (url: string, mediaId: number) => void): UploadedFileItem[] {
  return files
    .filter((file) => !missing.mediaIds.includes(file.mediaId))
    .map(({ mediaId, ...file }) => {
      remember(file.exportFile, mediaId);
      return file;
    });
}

/** A draft's accounts still usable; the whole-group choice holds only while none of its accounts is gone. */
export function restoredAccounts(accountIds: string[], groupId: number | null, missing: PublishDraft["missing"]) {
  const kept = accountIds.filter((id) => !missing.accountIds.includes(id));
  return { accountIds: kept, groupId: kept.length === accountIds.length ? groupId : null };
}
