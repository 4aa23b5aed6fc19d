export { Toaster, toaster } from "@cdp/ui/toaster";
