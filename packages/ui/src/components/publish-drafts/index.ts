export { DraftMissingNotice, type DraftMissingNoticeProps } from "./draft-missing-notice";
export { DraftOffer, type DraftOfferProps } from "./draft-offer";
export { DraftSaveStatus, type DraftSaveStatusProps } from "./draft-save-status";
export { DraftsDialog, type DraftsDialogProps } from "./drafts-dialog";
export type { DraftSaveState, DraftSummary } from "./types";
