// The sign-in forms' rules. They are zod schemas, and zod is the largest library the sign-in page
// would otherwise download with it: this module is a chunk of its own, fetched by the first check
// (`useAuthForm`), so /admin/login stays within its byte budget (docs/performance.md).
export { adminLoginRequestSchema as loginInputSchema, adminRegisterRequestSchema as registerInputSchema, emailCodeRequestSchema } from "@cdp/contracts";
