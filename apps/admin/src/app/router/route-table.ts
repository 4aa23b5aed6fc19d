import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Activity, Building2, FolderOpen, ListChecks, Megaphone, Settings, Ticket, UserRound, UsersRound } from "lucide-react";
import type { ComponentType } from "react";

// Each feature is its own chunk, loaded when one of its routes is first opened.
const authFeature = () => import("../../features/auth/index.ts");
const channelsFeature = () => import("../../features/channels/index.ts");
const companiesFeature = () => import("../../features/companies/index.ts");
const filesFeature = () => import("../../features/files/index.ts");
const plansFeature = () => import("../../features/plans/index.ts");
const settingsFeature = () => import("../../features/settings/index.ts");
const systemHealthFeature = () => import("../../features/system-health/index.ts");
const tasksFeature = () => import("../../features/tasks/index.ts");
const userGroupsFeature = () => import("../../features/user-groups/index.ts");
const usersFeature = () => import("../../features/users/index.ts");

/** A page's component, loaded when its route is first opened (each feature is its own chunk). */
export type PageLoader = () => Promise<ComponentType>;

export type PageRoute = {
  /** Path below the `/admin` basename. */
  path: string;
  /** Route name: page heading, document title, sidebar label and the `opPart` header of API calls. */
  name: MessageDescriptor;
  /** Sidebar icon (shell routes only). */
  icon?: ComponentType;
  page: PageLoader;
};

/** The app is served under this prefix; every path below is relative to it. */
export const BASENAME = "/admin";
export const HOME_PATH = "/users";
export const LOGIN_PATH = "/login";

/** The single source of the admin app's paths, route names and sidebar menu (in sidebar order). */
export const shellRoutes: readonly PageRoute[] = [
  { path: "/users", name: msg`用户管理`, icon: UserRound, page: () => usersFeature().then((feature) => feature.UsersPage) },
  { path: "/user-groups", name: msg`用户组`, icon: UsersRound, page: () => userGroupsFeature().then((feature) => feature.UserGroupsPage) },
  { path: "/plans", name: msg`套餐管理`, icon: Ticket, page: () => plansFeature().then((feature) => feature.PlansPage) },
  { path: "/companies", name: msg`企业管理`, icon: Building2, page: () => companiesFeature().then((feature) => feature.CompaniesPage) },
  { path: "/channels", name: msg`渠道管理`, icon: Megaphone, page: () => channelsFeature().then((feature) => feature.ChannelsPage) },
  { path: "/tasks", name: msg`任务管理`, icon: ListChecks, page: () => tasksFeature().then((feature) => feature.TasksPage) },
  { path: "/files", name: msg`文件管理`, icon: FolderOpen, page: () => filesFeature().then((feature) => feature.FilesPage) },
  { path: "/system-health", name: msg`系统状态`, icon: Activity, page: () => systemHealthFeature().then((feature) => feature.SystemHealthPage) },
  { path: "/settings", name: msg`系统设置`, icon: Settings, page: () => settingsFeature().then((feature) => feature.SettingsPage) },
];

/** Pages outside the shell. */
export const publicRoutes: readonly PageRoute[] = [
  { path: LOGIN_PATH, name: msg`管理员登录`, page: () => authFeature().then((feature) => feature.LoginPage) },
  { path: "/register", name: msg`管理员注册`, page: () => authFeature().then((feature) => feature.RegisterPage) },
];

export const notFoundName = msg`页面不存在`;
