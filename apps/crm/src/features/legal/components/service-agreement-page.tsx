import { useLocaleSwitch } from "@cdp/app-kit";
import { serviceAgreement } from "../content/service-agreement.ts";
import { LegalDocumentView } from "./legal-document-view.tsx";

/** 用户服务协议: the user service agreement in the interface language. */
export function ServiceAgreementPage() {
  const { locale } = useLocaleSwitch();
  return <LegalDocumentView document={serviceAgreement[locale]} />;
}
