import { DEFAULT_LOCALE, isLocale } from "@cdp/contracts";
import { activateLocale } from "@cdp/ui/i18n";
import { UiProvider } from "@cdp/ui/provider";
import { setupI18n } from "@lingui/core";
import type { Decorator, Loader, Preview } from "@storybook/react-vite";

const i18n = setupI18n();

const localeOf = (globals: Record<string, unknown>) => (isLocale(globals.locale) ? globals.locale : DEFAULT_LOCALE);

// English is a chunk of its own: each story renders once its language is loaded and active.
const activateStoryLocale: Loader = async ({ globals }) => {
  await activateLocale(i18n, localeOf(globals));
  return {};
};

const withUi: Decorator = (Story) => (
  <UiProvider i18n={i18n}>
    <Story />
  </UiProvider>
);

const preview: Preview = {
  loaders: [activateStoryLocale],
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
