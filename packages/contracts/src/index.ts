export * from "./locale.ts";
export * from "./envelope.ts";
export * from "./errors.ts";
export * from "./messages.ts";
export * from "./enums.ts";
export * from "./rules.ts";
export * from "./health.ts";
