export { UsersPage } from "./components/users-page.tsx";
