export { ChannelsPage } from "./components/channels-page.tsx";
