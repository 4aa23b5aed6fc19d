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

type PageElement = { tagName: string; textContent: string | null; getAttribute(name: string): string | null };
type LayersDocument = { querySelectorAll(selector: string): Iterable<PageElement>; activeElement: PageElement | null };

/** The menus and dialogs on the page with their state, and where the focus is. */
export const OPEN_LAYERS = () => {
  const document = (globalThis as unknown as { document: LayersDocument }).document;
  const layers = [...document.querySelectorAll("[role=menu], [role=dialog], [role=alertdialog]")].map(
    (layer) => `${layer.getAttribute("role")} ${layer.getAttribute("data-state") ?? ""} "${(layer.textContent ?? "").slice(0, 40)}"`,
  );
  const focused = document.activeElement;
  return `${layers.join(" | ") || "(none)"}; focus on ${focused?.tagName.toLowerCase()} "${(focused?.textContent ?? "").slice(0, 30)}"`;
};

type TracedEvent = { type: string; isTrusted: boolean; clientX: number; clientY: number; target: PageElement | null };
type TracedWindow = {
  scrollX: number;
  scrollY: number;
  addEventListener(type: string, listener: (event: TracedEvent) => void, capture: boolean): void;
};

/**
 * Logs every press, release and click with the element it reached, where (viewport point) and how far
 * the page was scrolled, and every scroll of the page, as console lines a failed step reports: when a
 * click did nothing, they tell whether it landed, on what, and whether the page moved under it.
 */
export const TRACE_POINTER = () => {
  const page = globalThis as unknown as TracedWindow;
  const describe = (element: PageElement | null) =>
    element ? `${element.tagName.toLowerCase()}${element.getAttribute("role") ? `[role=${element.getAttribute("role")}]` : ""} "${(element.textContent ?? "").slice(0, 20)}"` : "nothing";
  for (const type of ["pointerdown", "pointerup", "click"]) {
    page.addEventListener(
      type,
      (event) => console.info(`[pointer] ${type} on ${describe(event.target)} at ${event.clientX},${event.clientY} scrolled ${page.scrollX},${page.scrollY}`),
      true,
    );
  }
  let scrolled = "0,0";
  page.addEventListener(
    "scroll",
    () => {
      const position = `${page.scrollX},${page.scrollY}`;
      if (position === scrolled) return; // an element inside the page scrolled
      scrolled = position;
      console.info(`[pointer] page scrolled to ${scrolled}`);
    },
    true,
  );
};
