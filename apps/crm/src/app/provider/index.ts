export { AppProvider } from "./app-provider.tsx";
