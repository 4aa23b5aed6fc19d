/** Messages of the publishing calendar (发布日历): moving a target, the month and week views. */
export const calendarMessagesZh = {
  "validation.calendar.instant": "请选择正确的时间（须带时区）",
  "validation.calendar.timeZone": "时区无效，请使用 IANA 时区名称，例如 Asia/Shanghai",
  "validation.calendar.view": "请选择月视图或周视图",
  "validation.calendar.rangeOrder": "结束时间须晚于开始时间",
  "validation.calendar.rangeTooLong": "时间范围过长：月视图最长6周，周视图最长8天",
  "calendar.move.notFound": "发布记录不存在",
  "calendar.move.notWaiting": "该发布已开始分发或已结束，不能再调整时间",
  "calendar.move.changed": "该发布刚刚被修改或已开始分发，请刷新后重试",
  "calendar.move.tooSoon": "发布时间须晚于当前时间至少{minutes}分钟",
  "calendar.move.tooFar": "发布时间不能晚于{days}天后",
  "calendar.move.intervalClash": "与账号 {name} 在 {time} 的另一条发布相隔不足{minutes}分钟（该任务的发布间隔）",
  "calendar.move.planDayFull": "{date} 已排期 {count} 条发布，已达当前套餐每天{max}条的上限，请换一天或升级套餐",
  "calendar.move.tiktokDayFull": "账号 {name} 在 {date} 已排期 {count} 条发布，TikTok 每个账号每天最多发布{max}条",
} as const;
