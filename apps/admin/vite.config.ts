import { appViteConfig } from "../../tools/vite/app-config.ts";

export default appViteConfig({ base: "/admin/", port: 5174, previewPort: 4174 });
