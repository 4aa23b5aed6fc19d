const PACIFIC = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Los_Angeles",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

function pacificParts(moment: Date) {
  const parts = Object.fromEntries(PACIFIC.formatToParts(moment).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, seconds: Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second) };
}

/** YouTube quotas reset at midnight Pacific: the `YYYY-MM-DD` quota day of a moment. */
export function pacificDay(moment: Date): string {
  return pacificParts(moment).date;
}

/** Time until the next Pacific midnight (an hour off on the two DST change days, which only delays a retry). */
export function msUntilPacificMidnight(moment: Date): number {
  return Math.max(1000, (24 * 3600 - pacificParts(moment).seconds) * 1000 - moment.getUTCMilliseconds());
}
