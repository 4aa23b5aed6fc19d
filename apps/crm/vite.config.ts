import { appViteConfig } from "../../tools/vite/app-config.ts";

export default appViteConfig({ base: "/", port: 5173, previewPort: 4173 });
