import type { MediaItem } from "@cdp/contracts";
import { crmApi } from "../../../shared/api/index.ts";

/** The newest uploads are looked through for the one just stored. */
const RECENT = { page: 1, pageSize: 50 } as const;

/** GET /api/v1/media/list: the stored media whose URL is `url` (an upload just completed), to publish it by id. */
export async function findMediaByUrl(url: string): Promise<MediaItem | undefined> {
  const page = await crmApi.request<{ list: MediaItem[] }>({ method: "GET", url: "/api/v1/media/list", params: RECENT });
  return page.list.find((media) => media.url === url || url.endsWith(`/${media.key}`));
}
