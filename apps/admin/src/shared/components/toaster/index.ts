export { Toaster, toaster } from "./toaster.tsx";
