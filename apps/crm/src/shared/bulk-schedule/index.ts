export { BulkScheduleImportButton, type BulkScheduleImportButtonProps } from "./components/bulk-schedule-import-button.tsx";
