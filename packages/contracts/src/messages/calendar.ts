/** Messages of the publishing calendar (发布日历): moving a target, the month and week views. */
export const calendarMessagesZh = {
  "validation.calendar.instant": "请选择正确的时间（须带时区）",
  "validation.calendar.timeZone": "时区无效，请使用 IANA 时区名称，例如 Asia/Shanghai",
  "validation.calendar.view": "请选择月视图或周视图",
  "validation.calendar.rangeOrder": "结束时间须晚于开始时间",
  "validation.calendar.rangeTooLong": "时间范围过长：月视图最长6周，周视图最长8天",
} as const;
