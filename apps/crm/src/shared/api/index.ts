export { crmApi, TOKEN_STORAGE_KEY } from "./crm-api.ts";
