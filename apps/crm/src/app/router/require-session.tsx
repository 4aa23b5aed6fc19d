import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { readToken } from "../../shared/session/index.ts";
import { LOGIN_PATH } from "./route-table.ts";

/** Protected pages: without a token the operator goes to /login, and comes back after signing in. */
export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!readToken()) return <Navigate to={LOGIN_PATH} replace state={{ from: location.pathname + location.search }} />;
  return children;
}
