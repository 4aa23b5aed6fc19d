// jest-dom matchers, imported here so this app's tests get their types.
import "@testing-library/jest-dom/vitest";
import { beforeAll, beforeEach } from "vitest";
import { adminApi } from "../shared/api/index.ts";
import { toaster } from "../shared/components/toaster/index.ts";
import { mockApi } from "./mock-api.ts";
import { preloadLazyCode } from "./preload-code.ts";

beforeAll(preloadLazyCode, 120_000);

// Runs after tools/test/jsdom-setup.ts (jsdom shims, clean storage, cleanup).
beforeEach(() => {
  // No test reaches a real server: each one scripts the answers it needs.
  mockApi(adminApi);
  // The toast queue is a module-wide store: start every test without the last one's toasts.
  toaster.remove();
});
