// Functions evaluated in the page by Playwright. The server's type check has no DOM types (test code
// must not lean on browser globals by accident), so each names the one global it reads.

type PageGlobals = {
  document: { documentElement: { scrollWidth: number }; getAnimations(): { playState: string }[] };
  navigator: { clipboard: { readText(): Promise<string> } };
};
const pageGlobals = () => globalThis as unknown as PageGlobals;

/** No CSS animation (a dialog opening) still running. */
export const ANIMATIONS_DONE = () => pageGlobals().document.getAnimations().every((animation) => animation.playState !== "running");

/** How wide the page's content is: wider than the viewport means the page scrolls sideways. */
export const PAGE_SCROLL_WIDTH = () => pageGlobals().document.documentElement.scrollWidth;

/** What the page would paste (the context needs the clipboard-read permission). */
export const CLIPBOARD_TEXT = () => pageGlobals().navigator.clipboard.readText();
