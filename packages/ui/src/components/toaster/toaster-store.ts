import { createToaster } from "@chakra-ui/react";

const store = createToaster({ placement: "top", pauseOnPageIdle: true, max: 3 });
type ToastInput = Parameters<typeof store.create>[0];

let listeners = 0;
const early: ToastInput[] = [];

/**
 * The toast queue, one per page: `toaster.create({ type: "success", title })`.
 * A toast created before `<Toaster />` listens (an effect of the first page a visitor lands on, or
 * before the toaster's code has loaded) is kept and shown once it does.
 */
export const toaster: typeof store = {
  ...store,
  create(data) {
    if (listeners > 0) return store.create(data);
    early.push(data);
    return data.id ?? "";
  },
  subscribe(subscriber) {
    listeners += 1;
    const unsubscribe = store.subscribe(subscriber);
    if (early.length > 0) queueMicrotask(() => early.splice(0).forEach((data) => store.create(data)));
    return () => {
      listeners -= 1;
      unsubscribe();
    };
  },
};
