import { useSearchParams } from "react-router-dom";

/** The `channel` of `/login?channel=<id>` (and `/register?channel=<id>`), or null. */
export function useChannelParam(): number | null {
  const [params] = useSearchParams();
  const value = Number(params.get("channel"));
  return Number.isInteger(value) && value > 0 ? value : null;
}
