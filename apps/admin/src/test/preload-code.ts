import { loadToasterView } from "@cdp/ui/toaster";
import { publicRoutes, shellRoutes } from "../app/router/route-table.ts";

/**
 * The app loads pages, the shell and the toaster's view on demand. Tests load all of that once up
 * front, so a test waits for what the user waits for (answers, renders), never for a module to be
 * transformed.
 */
export async function preloadLazyCode(): Promise<void> {
  await Promise.all([...[...shellRoutes, ...publicRoutes].map((route) => route.page()), import("../app/layout/admin-shell.tsx"), loadToasterView()]);
}
