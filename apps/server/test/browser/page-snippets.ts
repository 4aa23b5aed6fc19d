// Functions evaluated in the page by Playwright: each is sent as its own source text, so it may use
// nothing from this module. The server's type check has no DOM types (test code must not lean on
// browser globals by accident), so each casts globalThis to the one global it reads.

type PageDocument = { documentElement: { scrollWidth: number }; getAnimations(): { playState: string }[] };
type PageNavigator = { clipboard: { readText(): Promise<string> } };

/** No CSS animation (a dialog opening) still running. */
export const ANIMATIONS_DONE = () =>
  (globalThis as unknown as { document: PageDocument }).document.getAnimations().every((animation) => animation.playState !== "running");

/** How wide the page's content is: wider than the viewport means the page scrolls sideways. */
export const PAGE_SCROLL_WIDTH = () => (globalThis as unknown as { document: PageDocument }).document.documentElement.scrollWidth;

/** What the page would paste (the context needs the clipboard-read permission). */
export const CLIPBOARD_TEXT = () => (globalThis as unknown as { navigator: PageNavigator }).navigator.clipboard.readText();
