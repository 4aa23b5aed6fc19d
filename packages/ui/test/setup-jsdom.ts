import "@testing-library/jest-dom/vitest";
import { setProjectAnnotations } from "@storybook/react-vite";
import preview from "../../../.storybook/preview";

// jsdom lacks these browser APIs that Chakra's positioning and media queries touch.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) satisfies MediaQueryList;

// jsdom does no layout; ApexCharts measures SVG text with these.
const svgProto = SVGElement.prototype as SVGElement & { getBBox?: unknown; getComputedTextLength?: unknown };
svgProto.getBBox ??= () => ({ x: 0, y: 0, width: 0, height: 0 });
svgProto.getComputedTextLength ??= () => 0;

// Only the preview (provider, locale). The a11y addon is left out: axe can't compute colour
// contrast or layout in jsdom, so accessibility is checked by the browser run.
setProjectAnnotations([preview]);
