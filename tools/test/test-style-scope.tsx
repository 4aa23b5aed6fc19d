import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { useState, type ReactNode } from "react";

const caches = new Set<EmotionCache>();

/**
 * Gives the tree rendered in one test an Emotion cache of its own, so the style tags it adds can be
 * removed when the test ends (`removeTestStyles`). jsdom computes a style by matching every rule of
 * every stylesheet in the document, and Testing Library's role queries and user-event compute the
 * style of each element they look at: with the default cache, one test's rules stay in the document
 * for every later test (files share it), and each query gets slower as the run goes on.
 */
export function TestStyleScope({ children }: { children: ReactNode }) {
  const [cache] = useState(() => {
    const created = createCache({ key: "css" });
    caches.add(created);
    return created;
  });
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}

/** Removes the style tags of every tree rendered since the last call (after Testing Library's cleanup). */
export function removeTestStyles() {
  for (const cache of caches) cache.sheet.flush();
  caches.clear();
}
