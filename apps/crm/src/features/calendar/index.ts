export { PublishCalendarPage } from "./components/publish-calendar-page.tsx";
