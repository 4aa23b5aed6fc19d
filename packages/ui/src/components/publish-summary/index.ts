export { PublishSummary, type PublishSummaryProps } from "./publish-summary";
export { countByPlatform, timeRange, videoSummaryTargets, type SummaryTarget } from "./summary-targets";
