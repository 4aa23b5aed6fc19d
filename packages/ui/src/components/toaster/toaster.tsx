import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from "@chakra-ui/react";

const store = createToaster({ placement: "top", pauseOnPageIdle: true, max: 3 });
type ToastInput = Parameters<typeof store.create>[0];

let listeners = 0;
const early: ToastInput[] = [];

/**
 * The toast queue, one per page: `toaster.create({ type: "success", title })`.
 * A toast created before `<Toaster />` listens (an effect of the first page a visitor lands on,
 * which runs before the portalled toaster mounts) is kept and shown once it does.
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

/** Renders the queued toasts; mount it once, near the root (the app provider). */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          <Toast.Root width={{ md: "sm" }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
