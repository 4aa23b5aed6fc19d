export { AccountsPage } from "./components/accounts-page.tsx";
export { AccountGroupsPage } from "./components/account-groups-page.tsx";
