export { VideoPlayer, type VideoPlayerProps } from "./video-player";
