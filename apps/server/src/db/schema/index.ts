export * from "./system.ts";
export * from "./identity.ts";
export * from "./mail.ts";
export * from "./audit.ts";
export * from "./media.ts";
export * from "./file-shares.ts";
export * from "./accounts.ts";
