import { useEffect, useState } from "react";

/** The current time, ticking every second while `live`; a fixed `now` (stories, tests) wins. */
export function useNow(now: Date | undefined, live: boolean): Date {
  const [tick, setTick] = useState(() => new Date());
  useEffect(() => {
    if (now || !live) return;
    const timer = setInterval(() => setTick(new Date()), 1000);
    return () => clearInterval(timer);
  }, [now, live]);
  return now ?? tick;
}
