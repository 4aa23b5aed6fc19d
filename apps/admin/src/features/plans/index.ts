export { PlansPage } from "./components/plans-page.tsx";
