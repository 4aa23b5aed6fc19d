import { clearBrowserSession } from "@cdp/api-client";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";

/**
 * Signs the browser out: session and local storage (the language kept), cookies and the server-state
 * cache are cleared, then the login page opens. The server side (revoking the token) is the caller's.
 */
export function useForgetSession(loginPath: string): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    clearBrowserSession();
    queryClient.clear();
    void navigate(loginPath, { replace: true });
  };
}
