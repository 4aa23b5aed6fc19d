/** Messages of the publishing calendar (发布日历): moving a target, the month and week views. */
export const calendarMessagesZh = {} as const;
