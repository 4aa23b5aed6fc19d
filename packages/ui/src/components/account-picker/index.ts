export {
  AccountPicker,
  type AccountPickerChange,
  type AccountPickerMode,
  type AccountPickerProps,
} from "./account-picker";
export { filterAccounts, type PickerAccount, type PickerGroup } from "./account-selection";
