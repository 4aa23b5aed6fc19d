export { AccountFilter, GroupFilter, PlatformFilter } from "./scope-filters.tsx";
