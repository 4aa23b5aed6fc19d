import { useLingui } from "@lingui/react/macro";
import { splitSeconds } from "./interval";

/** "5 分钟 30 秒", "45 秒", "不间隔" in the active language. */
export function useDurationText() {
  const { t } = useLingui();
  return (totalSeconds: number) => {
    const { minutes, seconds } = splitSeconds(totalSeconds);
    if (minutes === 0 && seconds === 0) return t`不间隔`;
    if (minutes === 0) return t`${seconds} 秒`;
    if (seconds === 0) return t`${minutes} 分钟`;
    return t`${minutes} 分钟 ${seconds} 秒`;
  };
}
