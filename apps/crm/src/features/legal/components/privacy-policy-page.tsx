import { useLocaleSwitch } from "@cdp/app-kit";
import { privacyPolicy } from "../content/privacy-policy.ts";
import { LegalDocumentView } from "./legal-document-view.tsx";

/** 隐私政策: the privacy policy (sections 1 to 9) in the interface language. */
export function PrivacyPolicyPage() {
  const { locale } = useLocaleSwitch();
  return <LegalDocumentView document={privacyPolicy[locale]} />;
}
