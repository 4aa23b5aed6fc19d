export { PrivacyPolicyPage } from "./components/privacy-policy-page.tsx";
export { ServiceAgreementPage } from "./components/service-agreement-page.tsx";
