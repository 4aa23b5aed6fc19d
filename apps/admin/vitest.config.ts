import { appVitestConfig } from "../../tools/test/app-vitest-config.ts";
import viteConfig from "./vite.config.ts";

export default appVitestConfig(viteConfig, "admin");
