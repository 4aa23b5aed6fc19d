export { DataAnalysisPage } from "./components/data-analysis-page.tsx";
