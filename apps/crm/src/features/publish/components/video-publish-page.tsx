import { ComingSoon } from "../../../shared/components/coming-soon/index.ts";

/** 视频发布: publish one video to many accounts (placeholder). */
export function VideoPublishPage() {
  return <ComingSoon />;
}
