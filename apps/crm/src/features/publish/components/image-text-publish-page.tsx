import { ComingSoon } from "../../../shared/components/coming-soon/index.ts";

/** 图文发布: publish an image/text set to many accounts (placeholder). */
export function ImageTextPublishPage() {
  return <ComingSoon />;
}
