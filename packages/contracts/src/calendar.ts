/** The publishing calendar (发布日历): targets by time in a range, and moving one target. */
export {};
