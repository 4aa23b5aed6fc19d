import { Brand as KitBrand } from "@cdp/app-kit";
import { Trans } from "@lingui/react/macro";
import { Share2 } from "lucide-react";

/** The platform's mark and short name (phones: the mark only, when asked). */
export function Brand({ compactOnPhones = false }: { compactOnPhones?: boolean }) {
  return <KitBrand icon={Share2} name={<Trans>内容分发平台</Trans>} compactOnPhones={compactOnPhones} />;
}
