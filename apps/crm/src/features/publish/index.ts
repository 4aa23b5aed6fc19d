export { VideoPublishPage } from "./components/video-publish-page.tsx";
export { ImageTextPublishPage } from "./components/image-text-publish-page.tsx";
export { PublishRecordsPage } from "./components/publish-records-page.tsx";
