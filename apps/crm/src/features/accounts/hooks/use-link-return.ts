import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { toaster } from "../../../shared/components/toaster/index.ts";

/**
 * The platform's OAuth callback sends the browser back with `?linked=<accountId>` or
 * `?linkError=<message>`: toast the outcome once, drop the parameter from the address (so a reload
 * does not toast again), and return the linked account's id for highlighting.
 */
export function useLinkReturn(): number | null {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [linkedId, setLinkedId] = useState<number | null>(null);
  const handled = useRef<string | null>(null);
  const linked = params.get("linked");
  const linkError = params.get("linkError");

  useEffect(() => {
    if (linked === null && linkError === null) return;
    const key = `${linked}|${linkError}`;
    // StrictMode runs effects twice: one toast per return.
    if (handled.current === key) return;
    handled.current = key;
    if (linked !== null) {
      toaster.create({ type: "success", title: t`账号授权成功` });
      const id = Number(linked);
      setLinkedId(Number.isInteger(id) ? id : null);
    }
    if (linkError !== null) toaster.create({ type: "error", title: t`账号授权失败`, description: linkError });
    const rest = new URLSearchParams(params);
    rest.delete("linked");
    rest.delete("linkError");
    const search = rest.toString();
    void navigate({ pathname, search: search ? `?${search}` : "" }, { replace: true });
  }, [linked, linkError, params, pathname, navigate, t]);

  return linkedId;
}
