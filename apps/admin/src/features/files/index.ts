export { FilesPage } from "./components/files-page.tsx";
