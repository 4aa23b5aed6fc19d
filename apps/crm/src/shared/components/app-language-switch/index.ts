export { AppLanguageSwitch } from "./app-language-switch.tsx";
