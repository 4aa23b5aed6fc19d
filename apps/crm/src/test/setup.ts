import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { crmApi } from "../shared/api/index.ts";
import { toaster } from "../shared/components/toaster/index.ts";
import { mockApi } from "./mock-api.ts";

// Whole pages render in these tests, and the machine may be busy with other suites.
configure({ asyncUtilTimeout: 5000 });

// Browser APIs jsdom lacks; Chakra/Ark and react-router's scroll restoration call them.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
window.scrollTo = () => {};
Element.prototype.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  // No test reaches a real server: each one scripts the answers it needs.
  mockApi(crmApi);
  // The toast queue is a module-wide store: start every test without the last one's toasts.
  toaster.remove();
});

afterEach(() => {
  cleanup();
});
