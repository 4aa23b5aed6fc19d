import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { useBlocker } from "react-router-dom";

/** While `active` (files uploading), leaving the page — in the app or closing the tab — asks first. */
export function useLeaveGuard(active: boolean) {
  const { t } = useLingui();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(t`文件还在上传，离开页面会中断上传。确定离开吗？`)) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [active]);
}
