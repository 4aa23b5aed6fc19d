/** Test setup shared by the apps' jsdom suites: browser APIs jsdom lacks, clean storage, unmount after each test. */
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { removeTestStyles } from "./test-style-scope.tsx";

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
// jsdom does no layout; ApexCharts (the analytics page) measures SVG text with these.
const svgProto = SVGElement.prototype as SVGElement & { getBBox?: unknown; getComputedTextLength?: unknown };
svgProto.getBBox ??= () => ({ x: 0, y: 0, width: 0, height: 0 });
svgProto.getComputedTextLength ??= () => 0;
// jsdom computes a style by matching every rule of every stylesheet, and ApexCharts' text layout asks
// for an SVG element's style on each label it draws: a chart page took seconds per render, more with
// each stylesheet a test added. jsdom lays nothing out, so an SVG element's style is its inline style.
// Files share the window (isolate: false), and this file runs again for each: wrap only once.
if (!(window.getComputedStyle as { svgInline?: true }).svgInline) {
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = Object.assign(
    (element: Element, pseudo?: string | null) => (element instanceof SVGElement ? element.style : computedStyle(element, pseudo)),
    { svgInline: true as const },
  ) as typeof window.getComputedStyle;
}
window.scrollTo = () => {};
Element.prototype.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  // React Router keeps saved scroll positions in a module-wide object, which outlives a test (and a
  // file, when files share modules). A mounted <ScrollRestoration> replaces it with this session
  // entry, so each test starts with none saved; otherwise the new router "restores" an earlier test's
  // position in an extra transition render of the whole app, and a menu's highlight (set in a
  // microtask) waits behind that render.
  sessionStorage.setItem("react-router-scroll-positions", "{}");
});

// Files share the window and modules (isolate: false): what a test changes that outlives it is put back.
afterEach(() => {
  cleanup();
  removeTestStyles();
  vi.useRealTimers();
});
