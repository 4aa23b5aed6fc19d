import { useEffect, useRef } from "react";
import { useBlocker } from "react-router-dom";

/**
 * While `reason` is set (files uploading, draft changes not saved yet), leaving the page asks first
 * with it: in the app by a confirm, on refresh or closing the tab by the browser's own prompt.
 * `release()` lets the next navigation through (the post was sent).
 */
export function useLeaveGuard(reason: string | null) {
  const current = useRef(reason);
  const released = useRef(false);
  current.current = reason;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => !released.current && current.current !== null && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(current.current ?? "")) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (reason === null) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!released.current) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [reason]);

  return {
    release: () => {
      released.current = true;
    },
  };
}
