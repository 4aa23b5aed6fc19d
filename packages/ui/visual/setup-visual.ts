import { setProjectAnnotations } from "@storybook/react-vite";
import preview from "../../../.storybook/preview";

// The preview's provider and locale, as in Storybook (no a11y addon: the story tests run axe).
setProjectAnnotations([preview]);

// Deterministic pixels: nothing moves, no blinking caret, no smooth scrolling; the page is at
// least as tall as the viewport so a full-page screenshot includes fixed-position dialogs.
const freeze = document.createElement("style");
freeze.textContent = `
*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}
html, body { min-height: 100vh; }
`;
document.head.append(freeze);
