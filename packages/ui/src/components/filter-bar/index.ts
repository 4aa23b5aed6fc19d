export { FilterBar, type FilterBarProps, type FilterKeyword } from "./filter-bar";
export { FilterSelect, type FilterOption, type FilterSelectProps } from "./filter-select";
