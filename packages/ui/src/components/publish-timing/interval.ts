/** Seconds as whole minutes and the seconds left over. */
export function splitSeconds(total: number): { minutes: number; seconds: number } {
  const whole = Math.max(0, Math.round(total));
  return { minutes: Math.floor(whole / 60), seconds: whole % 60 };
}
