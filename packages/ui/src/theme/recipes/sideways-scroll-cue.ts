import type { SystemStyleObject } from "@chakra-ui/react";

/**
 * A box whose content may be wider than a phone: it scrolls sideways, and shadows at its edges say
 * there is more to see (the covers scroll with the content, the shadows stay, so each shows only
 * while more is hidden on its side). The covers take `--scroll-cue-cover`, the colour the box sits
 * on (the page's `bg` unless the place sets another).
 */
export const sidewaysScrollCue: SystemStyleObject = {
  overflowX: "auto",
  "--cover": "var(--scroll-cue-cover, var(--chakra-colors-bg))",
  backgroundImage:
    "linear-gradient(to right, var(--cover), var(--cover)), linear-gradient(to right, var(--cover), var(--cover)), radial-gradient(farthest-side at 0 50%, rgba(0,0,0,.18), transparent), radial-gradient(farthest-side at 100% 50%, rgba(0,0,0,.18), transparent)",
  backgroundPosition: "left center, right center, left center, right center",
  backgroundRepeat: "no-repeat",
  backgroundColor: "var(--cover)",
  backgroundSize: "20px 100%, 20px 100%, 12px 100%, 12px 100%",
  backgroundAttachment: "local, local, scroll, scroll",
};
