export * from "./system.ts";
