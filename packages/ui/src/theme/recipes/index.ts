import { carouselRecipe } from "./carousel";
import { companyChooserDialogRecipe } from "./company-chooser-dialog";
import { confirmDialogRecipe } from "./confirm-dialog";
import { dataTableRecipe } from "./data-table";
import { publishStatusBadgeRecipe } from "./publish-status-badge";
import { accountPickerRecipe } from "./account-picker";
import { appShellRecipe } from "./app-shell";
import { languageSwitchRecipe } from "./language-switch";
import { pageHeaderRecipe } from "./page-header";
import { qrCodeRecipe } from "./qr-code";
import { rankingListRecipe } from "./ranking-list";
import { dropzoneRecipe } from "./dropzone";
import { uploaderItemRecipe, uploaderRecipe } from "./uploader";
import { videoAssignmentTableRecipe } from "./video-assignment-table";
import { publishTaskCardRecipe } from "./publish-task-card";
import { publishCallLogRecipe } from "./publish-call-log";
import { calendarEventChipRecipe } from "./calendar-event-chip";
import { calendarMonthGridRecipe } from "./calendar-month-grid";
import { calendarWeekGridRecipe } from "./calendar-week-grid";
import { calendarAgendaRecipe } from "./calendar-agenda";

/** Registered with the system under these keys; components look them up with `useSlotRecipe({ key })`. */
export const slotRecipes = {
  accountPicker: accountPickerRecipe,
  appShell: appShellRecipe,
  pageHeader: pageHeaderRecipe,
  languageSwitch: languageSwitchRecipe,
  rankingList: rankingListRecipe,
  dropzone: dropzoneRecipe,
  uploader: uploaderRecipe,
  uploaderItem: uploaderItemRecipe,
  carousel: carouselRecipe,
  companyChooserDialog: companyChooserDialogRecipe,
  confirmDialog: confirmDialogRecipe,
  dataTable: dataTableRecipe,
  publishStatusBadge: publishStatusBadgeRecipe,
  qrCode: qrCodeRecipe,
  videoAssignmentTable: videoAssignmentTableRecipe,
  publishTaskCard: publishTaskCardRecipe,
  publishCallLog: publishCallLogRecipe,
  calendarEventChip: calendarEventChipRecipe,
  calendarMonthGrid: calendarMonthGridRecipe,
  calendarWeekGrid: calendarWeekGridRecipe,
  calendarAgenda: calendarAgendaRecipe,
};

export { accountPickerRecipe, appShellRecipe, languageSwitchRecipe, pageHeaderRecipe, rankingListRecipe };
export { carouselRecipe, companyChooserDialogRecipe, confirmDialogRecipe, dataTableRecipe, publishStatusBadgeRecipe };
export { dropzoneRecipe, uploaderItemRecipe, uploaderRecipe };
export { publishCallLogRecipe, publishTaskCardRecipe, qrCodeRecipe, videoAssignmentTableRecipe };
