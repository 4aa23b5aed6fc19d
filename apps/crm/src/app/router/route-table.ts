import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { CalendarDays, ChartLine, FileImage, History, Images, Send, ShieldCheck, UserRound, UsersRound, Video } from "lucide-react";
import type { ComponentType } from "react";

// Each feature is its own chunk, loaded when one of its routes is first opened.
const accountsFeature = () => import("../../features/accounts/index.ts");
const analyticsFeature = () => import("../../features/analytics/index.ts");
const apiKeysFeature = () => import("../../features/api-keys/index.ts");
const authFeature = () => import("../../features/auth/index.ts");
const calendarFeature = () => import("../../features/calendar/index.ts");
const legalFeature = () => import("../../features/legal/index.ts");
const mediaLibraryFeature = () => import("../../features/media-library/index.ts");
const permissionsFeature = () => import("../../features/permissions/index.ts");
const publishFeature = () => import("../../features/publish/index.ts");
const webhooksFeature = () => import("../../features/webhooks/index.ts");

type RouteBase = {
  /** Absolute path, exactly as in the product spec's route table. */
  path: string;
  /** Route name: page heading, document title and sidebar label. */
  name: MessageDescriptor;
  /** Sidebar icon (shell routes only). */
  icon?: ComponentType;
};

/** A page's component, loaded when its route is first opened (each feature is its own chunk). */
export type PageLoader = () => Promise<ComponentType>;
export type PageRoute = RouteBase & { page: PageLoader };
/** A sidebar group; its own path redirects to its first child. */
export type GroupRoute = RouteBase & { children: readonly [PageRoute, ...PageRoute[]] };
export type AppRoute = PageRoute | GroupRoute;

export const SHELL_PATH = "/CRM";
export const HOME_PATH = "/CRM/dataSend/index";
export const LOGIN_PATH = "/login";
export const API_KEYS_PATH = "/CRM/profile/apiKeys";
export const WEBHOOKS_PATH = "/CRM/profile/webhooks";

/**
 * The single source of the CRM's paths, route names and sidebar menu.
 * Shell routes appear in the sidebar in this order.
 */
export const shellRoutes: readonly AppRoute[] = [
  { path: "/CRM/homePage", name: msg`数据分析`, icon: ChartLine, page: () => analyticsFeature().then((feature) => feature.DataAnalysisPage) },
  {
    path: "/CRM/dataSend",
    name: msg`内容发布`,
    icon: Send,
    children: [
      { path: "/CRM/dataSend/index", name: msg`视频发布`, icon: Video, page: () => publishFeature().then((feature) => feature.VideoPublishPage) },
      { path: "/CRM/dataSend/batch", name: msg`图文发布`, icon: FileImage, page: () => publishFeature().then((feature) => feature.ImageTextPublishPage) },
      { path: "/CRM/dataSend/record", name: msg`发布记录`, icon: History, page: () => publishFeature().then((feature) => feature.PublishRecordsPage) },
      { path: "/CRM/dataSend/calendar", name: msg`发布日历`, icon: CalendarDays, page: () => calendarFeature().then((feature) => feature.PublishCalendarPage) },
      { path: "/CRM/dataSend/media", name: msg`素材库`, icon: Images, page: () => mediaLibraryFeature().then((feature) => feature.MediaLibraryPage) },
    ],
  },
  { path: "/CRM/permissionManage", name: msg`权限管理`, icon: ShieldCheck, page: () => permissionsFeature().then((feature) => feature.PermissionManagePage) },
  {
    path: "/CRM/accountManage",
    // Same Chinese words as the accounts page below; the context keeps the English apart.
    name: msg({ message: "账号管理", context: "menu group" }),
    icon: UsersRound,
    children: [
      {
        path: "/CRM/accountManage/index",
        name: msg({ message: "账号管理", context: "accounts page" }),
        icon: UserRound,
        page: () => accountsFeature().then((feature) => feature.AccountsPage),
      },
      { path: "/CRM/accountManage/group", name: msg`账号分组`, icon: UsersRound, page: () => accountsFeature().then((feature) => feature.AccountGroupsPage) },
    ],
  },
];

/** Pages inside the shell that the user menu opens instead of the sidebar. */
export const profileRoutes: readonly PageRoute[] = [
  { path: API_KEYS_PATH, name: msg`API 密钥`, page: () => apiKeysFeature().then((feature) => feature.ApiKeysPage) },
  { path: WEBHOOKS_PATH, name: msg`Webhook 通知`, page: () => webhooksFeature().then((feature) => feature.WebhooksPage) },
];

/** Pages outside the shell. */
export const publicRoutes: readonly PageRoute[] = [
  { path: LOGIN_PATH, name: msg`登录`, page: () => authFeature().then((feature) => feature.LoginPage) },
  { path: "/register", name: msg`注册`, page: () => authFeature().then((feature) => feature.RegisterPage) },
  { path: "/invite", name: msg`设置密码`, page: () => authFeature().then((feature) => feature.InvitePage) },
  { path: "/policies", name: msg`隐私政策`, page: () => legalFeature().then((feature) => feature.PrivacyPolicyPage) },
  { path: "/service", name: msg`用户服务协议`, page: () => legalFeature().then((feature) => feature.ServiceAgreementPage) },
];

export const notFoundName = msg`页面不存在`;

export function isGroupRoute(route: AppRoute): route is GroupRoute {
  return "children" in route;
}
