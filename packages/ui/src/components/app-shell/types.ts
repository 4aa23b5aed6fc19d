import type { ReactNode } from "react";

export type AppShellMenuItem = {
  /** Unique among all items of the menu. */
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  /** Where the item leads. Items with `children` are groups and need no path. */
  path?: string;
  children?: AppShellMenuItem[];
};
