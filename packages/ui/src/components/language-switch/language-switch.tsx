import { LOCALES, type Locale } from "@cdp/contracts";
import { chakra, type HTMLChakraProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { useThemeSlotRecipe, type SlotRecipeVariants } from "../../theme/use-theme-slot-recipe";

// Each language is named in itself, so it is recognisable whatever language is active.
const LANGUAGE_NAMES: Record<Locale, string> = { "zh-CN": "中文", en: "English" };

export type LanguageSwitchProps = Omit<HTMLChakraProps<"div">, "onChange" | "defaultValue"> &
  SlotRecipeVariants<"languageSwitch"> & {
    value: Locale;
    onChange: (locale: Locale) => void;
    /**
     * The accessible name of the radio group.
     * @default "界面语言" (translated)
     */
    label?: string;
  };

/**
 * The CN / EN toggle: a radio group of native radios (arrow keys move between the languages), so
 * the sign-in page needs no state machine for it.
 */
export function LanguageSwitch({ value, onChange, label, size, ...rest }: LanguageSwitchProps) {
  const { t } = useLingui();
  const name = useId();
  const styles = useThemeSlotRecipe("languageSwitch")({ size });
  return (
    <chakra.div role="radiogroup" aria-label={label ?? t`界面语言`} css={styles.root} {...rest}>
      {LOCALES.map((locale) => (
        <chakra.label key={locale} css={styles.item}>
          <chakra.input
            type="radio"
            name={name}
            value={locale}
            checked={locale === value}
            onChange={() => onChange(locale)}
            css={styles.input}
          />
          <span lang={locale}>{LANGUAGE_NAMES[locale]}</span>
        </chakra.label>
      ))}
    </chakra.div>
  );
}
