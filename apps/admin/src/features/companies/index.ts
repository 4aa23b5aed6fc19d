export { CompaniesPage } from "./components/companies-page.tsx";
