export { ComingSoon } from "./coming-soon.tsx";
