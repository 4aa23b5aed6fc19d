export { DemoDataBanner, type DemoDataBannerProps } from "./demo-data-banner";
