import { Box, Switch, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { disclosureLabel, type TikTokOptions } from "./creator-rules";
import { OptionCheckbox } from "./option-checkbox";
import { useOptionLabels } from "./use-option-labels";

export type CommercialDisclosureProps = {
  value: TikTokOptions;
  onChange: (next: Partial<TikTokOptions>) => void;
  /** The problem to show, if any. */
  error?: string;
};

/**
 * TikTok's commercial-content disclosure: a switch, then "your brand" and/or "branded content".
 * Branded content cannot be private, so it is greyed out (saying why) while "only me" is chosen.
 */
export function CommercialDisclosure({ value, onChange, error }: CommercialDisclosureProps) {
  const { t } = useLingui();
  const labels = useOptionLabels();
  const label = disclosureLabel(value);
  const privateChosen = value.privacyLevel === "SELF_ONLY";
  return (
    <Box display="flex" flexDirection="column" gap="2">
      <Switch.Root
        size="sm"
        checked={value.discloseCommercial}
        onCheckedChange={(details) =>
          onChange(details.checked ? { discloseCommercial: true } : { discloseCommercial: false, yourBrand: false, brandedContent: false })
        }
      >
        <Switch.HiddenInput role="switch" />
        <Switch.Control />
        <Switch.Label>{t`披露商业内容`}</Switch.Label>
      </Switch.Root>
      <Text textStyle="xs" color="fg.muted">
        {t`如果此作品在推广你自己、第三方品牌或两者，请打开并选择。`}
      </Text>
      {value.discloseCommercial && (
        <Box role="group" aria-label={t`商业内容类型`} display="flex" flexDirection="column" gap="2" paddingStart="4">
          <OptionCheckbox
            label={t`你的品牌`}
            description={t`推广你自己或你的企业，作品将标注为“推广内容”`}
            checked={value.yourBrand}
            onCheckedChange={(yourBrand) => onChange({ yourBrand })}
          />
          <OptionCheckbox
            label={t`品牌内容`}
            description={t`与第三方品牌合作推广，作品将标注为“付费合作”`}
            checked={value.brandedContent}
            disabled={privateChosen && !value.brandedContent}
            note={privateChosen ? labels.brandedContentPrivate : undefined}
            onCheckedChange={(brandedContent) => onChange({ brandedContent })}
          />
          {label != null && (
            <Text textStyle="xs" color="fg.muted" aria-live="polite">
              {label === "paidPartnership" ? t`作品将标注为“付费合作”` : t`作品将标注为“推广内容”`}
            </Text>
          )}
          {error != null && (
            <Text textStyle="xs" color="fg.error" role="alert">
              {error}
            </Text>
          )}
        </Box>
      )}
    </Box>
  );
}
