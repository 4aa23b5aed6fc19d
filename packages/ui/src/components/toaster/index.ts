export { loadToasterView, Toaster, toaster } from "./toaster";
