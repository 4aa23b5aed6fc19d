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

/** Time until the next Pacific midnight, including on the 23- and 25-hour days of the clock changes. */
export function msUntilPacificMidnight(moment: Date): number {
  const today = pacificParts(moment);
  let next = moment.getTime() + (24 * 3600 - today.seconds) * 1000 - moment.getUTCMilliseconds();
  const landed = pacificParts(new Date(next));
  // A 25-hour day lands an hour short, still today; a 23-hour day overshoots into tomorrow by an hour.
  next += landed.date === today.date ? (24 * 3600 - landed.seconds) * 1000 : -landed.seconds * 1000;
  return Math.max(1000, next - moment.getTime());
}
