import { NativeSelect } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

/** A plan chooser for a `Field`: 免费版 / 专业版, and `noneLabel` for "" when the plan may be left unset. */
export function PlanSelect({ value, onChange, noneLabel }: { value: string; onChange: (plan: string) => void; noneLabel?: string }) {
  const { t } = useLingui();
  return (
    <NativeSelect.Root>
      <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
        {noneLabel !== undefined && <option value="">{noneLabel}</option>}
        <option value="free">{t`免费版`}</option>
        <option value="pro">{t`专业版`}</option>
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
