import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Activity, Building2, FolderOpen, ListChecks, Megaphone, Settings, Ticket, UserRound, UsersRound } from "lucide-react";
import type { ComponentType } from "react";
import { LoginPage, RegisterPage } from "../../features/auth/index.ts";
import { ChannelsPage } from "../../features/channels/index.ts";
import { CompaniesPage } from "../../features/companies/index.ts";
import { FilesPage } from "../../features/files/index.ts";
import { PlansPage } from "../../features/plans/index.ts";
import { SystemHealthPage } from "../../features/system-health/index.ts";
import { SettingsPage } from "../../features/settings/index.ts";
import { TasksPage } from "../../features/tasks/index.ts";
import { UserGroupsPage } from "../../features/user-groups/index.ts";
import { UsersPage } from "../../features/users/index.ts";

export type PageRoute = {
  /** Path below the `/admin` basename. */
  path: string;
  /** Route name: page heading, document title, sidebar label and the `opPart` header of API calls. */
  name: MessageDescriptor;
  /** Sidebar icon (shell routes only). */
  icon?: ComponentType;
  page: ComponentType;
};

/** The app is served under this prefix; every path below is relative to it. */
export const BASENAME = "/admin";
export const HOME_PATH = "/users";
export const LOGIN_PATH = "/login";

/** The single source of the admin app's paths, route names and sidebar menu (in sidebar order). */
export const shellRoutes: readonly PageRoute[] = [
  { path: "/users", name: msg`用户管理`, icon: UserRound, page: UsersPage },
  { path: "/user-groups", name: msg`用户组`, icon: UsersRound, page: UserGroupsPage },
  { path: "/plans", name: msg`套餐管理`, icon: Ticket, page: PlansPage },
  { path: "/companies", name: msg`企业管理`, icon: Building2, page: CompaniesPage },
  { path: "/channels", name: msg`渠道管理`, icon: Megaphone, page: ChannelsPage },
  { path: "/tasks", name: msg`任务管理`, icon: ListChecks, page: TasksPage },
  { path: "/files", name: msg`文件管理`, icon: FolderOpen, page: FilesPage },
  { path: "/system-health", name: msg`系统状态`, icon: Activity, page: SystemHealthPage },
  { path: "/settings", name: msg`系统设置`, icon: Settings, page: SettingsPage },
];

/** Pages outside the shell. */
export const publicRoutes: readonly PageRoute[] = [
  { path: LOGIN_PATH, name: msg`管理员登录`, page: LoginPage },
  { path: "/register", name: msg`管理员注册`, page: RegisterPage },
];

export const notFoundName = msg`页面不存在`;
