/** Messages of bulk scheduling from Excel (批量排期导入). */
export const bulkScheduleMessagesZh = {} as const;
