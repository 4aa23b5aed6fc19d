import { DEFAULT_LOCALE, isLocale } from "@cdp/contracts";
import { activateLocale } from "@cdp/ui/i18n";
import { UiProvider } from "@cdp/ui/provider";
import { setupI18n } from "@lingui/core";
import type { Decorator, Preview } from "@storybook/react-vite";

const i18n = setupI18n();

const withUi: Decorator = (Story, context) => {
  const locale = isLocale(context.globals.locale) ? context.globals.locale : DEFAULT_LOCALE;
  if (i18n.locale !== locale) activateLocale(i18n, locale);
  return (
    <UiProvider i18n={i18n}>
      <Story />
    </UiProvider>
  );
};

const preview: Preview = {
  decorators: [withUi],
  globalTypes: {
    locale: {
      description: "Interface language",
      toolbar: {
        title: "Language",
        icon: "globe",
        items: [
          { value: "zh-CN", title: "中文" },
          { value: "en", title: "English" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: DEFAULT_LOCALE },
  parameters: {
    layout: "padded",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Axe violations fail the story tests (browser mode), not just show up in the panel.
    a11y: { test: "error" },
  },
};

export default preview;
