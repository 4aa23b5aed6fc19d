export { SystemHealthPage } from "./components/system-health-page.tsx";
