import type { Plugin } from "vite";

/** The `<head>` tags both apps share (viewport, colour scheme, the favicon under the app's base). */
export function sharedHead(): Plugin {
  return {
    name: "cdp:shared-head",
    transformIndexHtml: {
      order: "pre",
      handler: () => [
        { tag: "meta", attrs: { name: "viewport", content: "width=device-width, initial-scale=1.0" }, injectTo: "head" },
        { tag: "meta", attrs: { name: "color-scheme", content: "light" }, injectTo: "head" },
        { tag: "link", attrs: { rel: "icon", type: "image/svg+xml", href: "/favicon.svg" }, injectTo: "head" },
      ],
    },
  };
}
