import { LOCALES, isLocale, type Locale } from "@cdp/contracts";
import { SegmentGroup } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

// Each language is named in itself, so it is recognisable whatever language is active.
const LANGUAGE_NAMES: Record<Locale, string> = { "zh-CN": "中文", en: "English" };

export type LanguageSwitchProps = Omit<SegmentGroup.RootProps, "value" | "defaultValue" | "onValueChange" | "onChange"> & {
  value: Locale;
  onChange: (locale: Locale) => void;
  /**
   * The accessible name of the radio group.
   * @default "界面语言" (translated)
   */
  label?: string;
};

/** The CN / EN toggle: a radio group (arrow keys move between the languages). */
export function LanguageSwitch({ value, onChange, label, size = "sm", ...rest }: LanguageSwitchProps) {
  const { t } = useLingui();
  return (
    <SegmentGroup.Root
      size={size}
      value={value}
      onValueChange={(details) => {
        if (isLocale(details.value)) onChange(details.value);
      }}
      aria-label={label ?? t`界面语言`}
      {...rest}
    >
      <SegmentGroup.Indicator />
      {LOCALES.map((locale) => (
        <SegmentGroup.Item key={locale} value={locale}>
          <SegmentGroup.ItemText lang={locale}>{LANGUAGE_NAMES[locale]}</SegmentGroup.ItemText>
          <SegmentGroup.ItemHiddenInput />
        </SegmentGroup.Item>
      ))}
    </SegmentGroup.Root>
  );
}
