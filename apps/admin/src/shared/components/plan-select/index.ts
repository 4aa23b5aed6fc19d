export { PlanSelect } from "./plan-select.tsx";
