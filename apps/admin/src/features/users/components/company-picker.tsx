import type { Company } from "@cdp/contracts";
import { CompanyChooserDialog } from "@cdp/ui/company-chooser-dialog";
import { Button, CloseButton, HStack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useCompanies } from "../api/operators.ts";

/** The operator's company as the spec's company entity, or null. */
export type PickedCompany = Pick<Company, "id" | "companyKey" | "companyName">;

type CompanyPickerProps = {
  value: PickedCompany | null;
  onChange: (company: PickedCompany | null) => void;
  /** The button's text while no company is picked, e.g. 全部企业. */
  placeholder: string;
};

/** A button that opens 选择企业 (650px); a clear button next to it when a company is picked. */
export function CompanyPicker({ value, onChange, placeholder }: CompanyPickerProps) {
  const { t } = useLingui();
  const [choosing, setChoosing] = useState(false);
  const companies = useCompanies(choosing);
  return (
    <HStack gap="0">
      <Button variant="outline" onClick={() => setChoosing(true)} fontWeight="normal">
        {value ? value.companyName : placeholder}
      </Button>
      {value ? <CloseButton size="sm" aria-label={t`清除企业`} onClick={() => onChange(null)} /> : null}
      <CompanyChooserDialog open={choosing} onOpenChange={setChoosing} companies={companies.data?.list ?? []} loading={companies.isPending} value={value?.companyKey} onChoose={onChange} />
    </HStack>
  );
}
