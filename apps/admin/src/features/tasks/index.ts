export { TasksPage } from "./components/tasks-page.tsx";
