import { Button } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { HomeLinkButton, type HomeLink } from "./home-link-button";
import { StatusPage, type StatusPageProps } from "./status-page";

export type ErrorStatusPageProps = Omit<StatusPageProps, "code" | "title" | "description" | "children"> & {
  /**
   * The explanation under the heading.
   * @default 页面加载失败，请刷新重试。
   */
  description?: ReactNode;
  /** The app's link to its home page, without text, e.g. `<Link to="/" />`; shown as a 返回首页 button. */
  homeLink: HomeLink;
  /**
   * What 刷新页面 does.
   * @default reloads the browser page
   */
  onReload?: () => void;
};

function reloadPage() {
  window.location.reload();
}

/** The page shown when a page throws while loading or rendering: 页面出错了, reload or go home. */
export function ErrorStatusPage({ description, homeLink, onReload = reloadPage, ...rest }: ErrorStatusPageProps) {
  const { t } = useLingui();
  return (
    <StatusPage title={t`页面出错了`} description={description ?? t`页面加载失败，请刷新重试。`} {...rest}>
      <Button onClick={() => onReload()}>{t`刷新页面`}</Button>
      <HomeLinkButton link={homeLink} variant="outline" />
    </StatusPage>
  );
}
