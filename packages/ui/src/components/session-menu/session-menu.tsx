import { useLingui } from "@lingui/react/macro";
import { UserMenu, type UserMenuItem, type UserMenuProps } from "../user-menu";

export type SessionMenuProps = Omit<UserMenuProps, "name" | "items"> & {
  /**
   * The signed-in user's display name.
   * @default 未登录 (translated), when the browser has no name for the session
   */
  name?: string;
  /** Opens the app's change-password dialog. When given, 修改密码 is the first item. */
  onChangePassword?: () => void;
  /** The app's own items, between 修改密码 and 退出登录. */
  items?: UserMenuItem[];
  /** Ends the session: the last item, 退出登录. */
  onSignOut: () => void;
};

/** The header's menu of the signed-in session: who it is, 修改密码, the app's own items and 退出登录. */
export function SessionMenu({ name, onChangePassword, items = [], onSignOut, ...rest }: SessionMenuProps) {
  const { t } = useLingui();
  const changePassword: UserMenuItem[] = onChangePassword
    ? [{ key: "password", label: t`修改密码`, onAction: onChangePassword }]
    : [];
  const signOut: UserMenuItem = { key: "logout", label: t`退出登录`, onAction: onSignOut };
  return <UserMenu name={name ?? t`未登录`} items={[...changePassword, ...items, signOut]} {...rest} />;
}
