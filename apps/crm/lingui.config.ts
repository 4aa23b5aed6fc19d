import { appLinguiConfig } from "../../tools/lingui/app-config.ts";

export default appLinguiConfig;
