import { createIcon } from "@chakra-ui/react";

// Simplified marks drawn for this library (not the platforms' official artwork): a note on a dark
// tile for TikTok, a play button on a red tile for YouTube. Decorative: the name is always next to them.

export const TikTokIcon = createIcon({
  displayName: "TikTokIcon",
  viewBox: "0 0 24 24",
  path: [
    <rect key="tile" width="24" height="24" rx="6" fill="#111111" />,
    <path
      key="note"
      d="M13.2 5h2.3c.2 1.7 1.3 2.9 3 3.1v2.3c-1.1 0-2.1-.3-3-.9v4.7a4.2 4.2 0 1 1-4.2-4.2h.4v2.4h-.4a1.8 1.8 0 1 0 1.9 1.8Z"
      fill="#ffffff"
    />,
  ],
});

export const YouTubeIcon = createIcon({
  displayName: "YouTubeIcon",
  viewBox: "0 0 24 24",
  path: [
    <rect key="tile" width="24" height="24" rx="6" fill="#e62117" />,
    <path key="play" d="M9.5 7.8v8.4l7-4.2Z" fill="#ffffff" />,
  ],
});
