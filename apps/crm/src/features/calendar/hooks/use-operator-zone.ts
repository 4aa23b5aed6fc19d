import { localTimeZone, utcOffsetLabel } from "@cdp/ui/publish-timing";
import { useMemo } from "react";

/** The browser's zone, the operator's: e.g. `Asia/Shanghai` and `UTC+08:00`. */
export function useOperatorZone() {
  return useMemo(() => {
    const timeZone = localTimeZone();
    return { timeZone, offset: utcOffsetLabel(new Date(), timeZone) };
  }, []);
}
