// Run in the page (see ../layout-probe.ts): built on its own with the DOM types (tsconfig.json here), never imported by the server code.

export type LayoutFault = {
  kind: "page scrolls sideways" | "text too narrow" | "cut without its full text" | "action out of reach" | "scrolls without a cue";
  /** The element's text (or accessible name), shortened. */
  text: string;
  detail: string;
};

/**
 * What a person on this screen would notice about its layout, at the current viewport width:
 * - the page itself scrolls sideways (document wider than the viewport);
 * - text laid out narrower than three characters of its font: wrapped to lines that narrow, or cut
 *   by a clipping box that narrow (text shorter than that is left alone: a badge, an icon's letter);
 * - a button, link or field outside the viewport or cut by its container, unless it is inside a box
 *   that scrolls sideways;
 * - text cut short (an ellipsis, a line clamp) whose full text is not offered on hover (a title);
 * - a box that scrolls sideways without the edge shadow that shows more is hidden.
 */
export function findLayoutFaults(): LayoutFault[] {
  const faults: LayoutFault[] = [];
  const viewport = document.documentElement.clientWidth;
  const slack = 1;
  const nameOf = (element: Element) => {
    const text = (element instanceof HTMLElement ? element.innerText : element.textContent) ?? "";
    const name = text.trim() || element.getAttribute("aria-label") || element.getAttribute("title") || element.getAttribute("placeholder") || `<${element.tagName.toLowerCase()}>`;
    const oneLine = name.replace(/\s+/g, " ");
    return oneLine.length > 60 ? `${oneLine.slice(0, 57)}…` : oneLine;
  };
  const shown = (element: Element) => {
    if (element.closest("[aria-hidden=true], [inert]") && !element.closest("[role=dialog]")) return false;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true } as CheckVisibilityOptions)) return false;
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1;
  };
  const scrollsSideways = (element: Element) => {
    const overflow = getComputedStyle(element).overflowX;
    return (overflow === "auto" || overflow === "scroll") && element.scrollWidth > element.clientWidth + slack;
  };
  const clips = (element: Element) => {
    const overflow = getComputedStyle(element).overflowX;
    return overflow === "hidden" || overflow === "clip";
  };
  /** The part of `box` left visible by its clipping ancestors up to the first one that scrolls sideways (which it can be scrolled into). */
  const visiblePart = (element: Element, box: DOMRect) => {
    let left = box.left;
    let right = box.right;
    let top = box.top;
    let bottom = box.bottom;
    let scroller: Element | null = null;
    for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
      if (scrollsSideways(ancestor)) {
        scroller = ancestor;
        break;
      }
      const style = getComputedStyle(ancestor);
      if (style.position === "fixed") break;
      if (clips(ancestor)) {
        const edge = ancestor.getBoundingClientRect();
        left = Math.max(left, edge.left);
        right = Math.min(right, edge.right);
      }
      if (style.overflowY === "hidden" || style.overflowY === "clip") {
        const edge = ancestor.getBoundingClientRect();
        top = Math.max(top, edge.top);
        bottom = Math.min(bottom, edge.bottom);
      }
    }
    return { width: right - left, height: bottom - top, left, right, scroller };
  };

  // 1. The page itself: where the overflow starts (elements sticking out whose parent does not).
  if (document.documentElement.scrollWidth > viewport + slack) {
    const sticking = [...document.body.querySelectorAll("*")].filter((element) => {
      if (!shown(element)) return false;
      const part = visiblePart(element, element.getBoundingClientRect());
      if (part.scroller || part.right <= viewport + slack) return false;
      const parent = element.parentElement;
      return !parent || parent === document.body || visiblePart(parent, parent.getBoundingClientRect()).right <= viewport + slack;
    });
    const named = sticking.slice(0, 5).map(nameOf);
    faults.push({ kind: "page scrolls sideways", text: named.join(" | ") || "(the page itself)", detail: `page ${document.documentElement.scrollWidth}px wide in a ${viewport}px viewport` });
  }

  // 2. Text laid out too narrow.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? "";
    const parent = node.parentElement;
    if (text.length < 2 || !parent || parent.closest("svg, script, style, noscript, textarea, option") || !shown(parent)) continue;
    range.selectNodeContents(node);
    const lines = [...range.getClientRects()].filter((line) => line.width > 0.5 && line.height > 0.5);
    if (lines.length === 0) continue;
    const fontSize = parseFloat(getComputedStyle(parent).fontSize) || 16;
    const least = 3 * fontSize;
    const tops = new Set(lines.map((line) => Math.round(line.top)));
    const widest = Math.max(...lines.map((line) => line.width));
    if (tops.size > 1 && widest < least) {
      faults.push({ kind: "text too narrow", text: nameOf(parent), detail: `"${text.slice(0, 30)}" wraps into ${tops.size} lines at most ${Math.round(widest)}px wide (font ${fontSize}px)` });
      continue;
    }
    const whole = range.getBoundingClientRect();
    const part = visiblePart(parent, whole);
    if (part.height <= 1 || part.width <= 0) continue;
    if (part.width < Math.min(least, whole.width) - slack) {
      faults.push({ kind: "text too narrow", text: nameOf(parent), detail: `"${text.slice(0, 30)}" is cut to ${Math.round(part.width)}px of ${Math.round(whole.width)}px (font ${fontSize}px)` });
    }
  }

  // 3. Text cut short offers its full text on hover.
  for (const element of document.body.querySelectorAll("*")) {
    if (!(element instanceof HTMLElement) || !element.innerText.trim()) continue;
    const style = getComputedStyle(element);
    const clamped = style.textOverflow === "ellipsis" || (style.webkitLineClamp !== "none" && style.webkitLineClamp !== "");
    if (!clamped || !shown(element)) continue;
    const cut = element.scrollWidth > element.clientWidth + slack || element.scrollHeight > element.clientHeight + slack;
    if (!cut) continue;
    const full = element.innerText.replace(/\s+/g, " ").trim();
    const offered = element.closest("[title]")?.getAttribute("title")?.replace(/\s+/g, " ").trim() ?? "";
    if (!offered.includes(full.replace(/…$/, ""))) faults.push({ kind: "cut without its full text", text: nameOf(element), detail: "no title with the whole text" });
  }

  // 4. Every action within reach.
  const actions = document.body.querySelectorAll(
    "button, a[href], input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [role=checkbox], [role=radio], [role=switch], [role=combobox], [role=menuitem]",
  );
  for (const action of actions) {
    if (!shown(action)) continue;
    let box = action.getBoundingClientRect();
    let current: Element = action;
    let reason = "";
    for (;;) {
      const part = visiblePart(current, box);
      if (part.height <= 1) break;
      if (part.width < box.width - slack) {
        reason = `cut to ${Math.round(Math.max(part.width, 0))}px of ${Math.round(box.width)}px by its container`;
        break;
      }
      if (!part.scroller) {
        if (box.left < -slack || box.right > viewport + slack) reason = `spans ${Math.round(box.left)}–${Math.round(box.right)}px, outside the ${viewport}px viewport`;
        break;
      }
      current = part.scroller;
      box = current.getBoundingClientRect();
    }
    if (reason) faults.push({ kind: "action out of reach", text: nameOf(action), detail: reason });
  }

  // 5. Boxes that scroll sideways show it: the edge shadows of packages/ui's scroll recipes.
  for (const element of document.body.querySelectorAll("*")) {
    if (element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement || !scrollsSideways(element) || !shown(element)) continue;
    const style = getComputedStyle(element);
    const cued = style.backgroundImage.includes("gradient") && style.backgroundAttachment.includes("local");
    if (!cued) faults.push({ kind: "scrolls without a cue", text: nameOf(element), detail: `${element.scrollWidth}px of content in ${element.clientWidth}px with no edge shadow` });
  }
  return faults;
}
