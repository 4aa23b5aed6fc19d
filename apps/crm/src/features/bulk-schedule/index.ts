// 批量排期导入 is shown by more than one feature (发布记录, the calendar), and features do not import
// each other: the button lives in src/shared/bulk-schedule; import it from there.
export { BulkScheduleImportButton, type BulkScheduleImportButtonProps } from "../../shared/bulk-schedule/index.ts";
