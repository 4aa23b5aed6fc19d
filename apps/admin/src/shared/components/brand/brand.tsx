import { Brand as KitBrand } from "@cdp/app-kit";
import { Trans } from "@lingui/react/macro";
import { ShieldUser } from "lucide-react";

/** The back-office's mark and name; `compactOnPhones` keeps only the mark on small screens. */
export function Brand({ compactOnPhones = false }: { compactOnPhones?: boolean }) {
  return <KitBrand compactOnPhones={compactOnPhones} icon={ShieldUser} name={<Trans>管理后台</Trans>} />;
}
