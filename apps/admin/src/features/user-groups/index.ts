export { UserGroupsPage } from "./components/user-groups-page.tsx";
