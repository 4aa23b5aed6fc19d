import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { HomeLinkButton, type HomeLink } from "./home-link-button";
import { StatusPage, type StatusPageProps } from "./status-page";

export type NotFoundStatusPageProps = Omit<StatusPageProps, "code" | "description" | "children"> & {
  /** The page's heading, usually the not-found route's display name (页面不存在). */
  title: ReactNode;
  /** The app's link to its home page, without text, e.g. `<Link to="/" />`; shown as a 返回首页 button. */
  homeLink: HomeLink;
};

/** The 404 page: the code, the given heading, an explanation and a way home. */
export function NotFoundStatusPage({ homeLink, ...rest }: NotFoundStatusPageProps) {
  const { t } = useLingui();
  return (
    <StatusPage code="404" description={t`您访问的页面不存在或已被移动。`} {...rest}>
      <HomeLinkButton link={homeLink} />
    </StatusPage>
  );
}
