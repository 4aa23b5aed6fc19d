import { useSyncExternalStore } from "react";

/** Narrower than Chakra's `md` breakpoint (48rem, 768 px): the calendar becomes an agenda. */
const PHONE = "(max-width: 47.99rem)";

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(PHONE).matches);
}
