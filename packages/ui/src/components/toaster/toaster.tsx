import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import { toaster } from "./toaster-store";

export { toaster } from "./toaster-store";

let loadedView: ComponentType | null = null;

/** Loads the toaster's view; tests call it up front, so toasts then show as soon as they are created. */
export const loadToasterView = () =>
  import("./toaster-view").then((module) => {
    loadedView = module.default;
    return module;
  });

const LazyView = lazy(loadToasterView);

/**
 * Renders the queued toasts; mount it once, near the root (the app provider). The view and its
 * toast machine load with the page's first toast, not with the page (the sign-in page's weight);
 * the toasts queued meanwhile show once it has.
 */
export function Toaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (needed || loadedView) return;
    return toaster.subscribe(() => setNeeded(true));
  }, [needed]);
  const View = loadedView;
  if (View) return <View />;
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LazyView />
    </Suspense>
  );
}
