export { WebhooksPage } from "./components/webhooks-page.tsx";
