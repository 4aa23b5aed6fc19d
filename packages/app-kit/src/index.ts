// What both apps need around their features: providers, routing helpers, sign-out, language, brand,
// change-password and the route-error page. It holds no copy of its own: texts come in as props.
export { AppRoot } from "./app/app-root.tsx";
export { mountApp } from "./app/mount-app.tsx";
export { AppChangePasswordDialog, type AppChangePasswordDialogProps } from "./components/change-password-dialog/change-password-dialog.tsx";
export { AppLanguageSwitch } from "./components/app-language-switch/app-language-switch.tsx";
export { Brand } from "./components/brand/brand.tsx";
export { RootLayout } from "./components/root-layout/root-layout.tsx";
export { RouteErrorPage } from "./components/route-error-page/route-error-page.tsx";
export { RouteLink } from "./components/route-link/route-link.tsx";
export { createAppI18n, type AppI18n } from "./i18n/create-app-i18n.ts";
export { useLocaleSwitch } from "./i18n/use-locale-switch.ts";
export { AppKitProvider } from "./provider/app-kit-provider.tsx";
export { useAppMessages, type AppMessages } from "./provider/app-kit-context.ts";
export { routeNameOf, type RouteHandle } from "./routing/route-handle.ts";
export { useRouteName } from "./routing/use-route-name.ts";
export { useForgetSession } from "./session/use-forget-session.ts";
export { ComingSoonPage } from "./components/coming-soon-page/coming-soon-page.tsx";
export { ShellHeaderEnd } from "./components/shell-header-end/shell-header-end.tsx";
