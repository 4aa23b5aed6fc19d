export { PublishStatusBadge, type PublishStatusBadgeProps } from "./publish-status-badge";
