import { useEffect, useState } from "react";

/** Whole seconds until `deadline` (an ISO time), ticking every second; 0 once it has passed. */
export function useSecondsLeft(deadline: string): number {
  const target = Date.parse(deadline);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [target]);
  return Math.max(0, Math.ceil((target - now) / 1000));
}

/** 4:05 for 245 seconds. */
export function formatSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, "0")}`;
}
