export { Toaster, toaster } from "./toaster";
