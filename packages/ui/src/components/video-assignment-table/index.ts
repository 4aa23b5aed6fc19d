export { VideoAssignmentTable, type VideoAssignmentTableProps } from "./video-assignment-table";
export type { AssignmentAccount, AssignmentVideo } from "./types";
export {
  assignInOrder,
  chooseVideo,
  missingVideoCount,
  moveVideo,
  reconcileAssignment,
  shuffleAssignment,
  swapVideos,
  type AssignmentRow,
} from "./assignment";
export { measureText, postTextCounts, TEXT_LIMITS, type TextLimit } from "./text-limits";
export { TextCounter, type TextCounterProps } from "./text-counter";
