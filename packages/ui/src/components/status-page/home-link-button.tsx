import { Button, type ButtonProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { cloneElement, type ReactElement, type ReactNode } from "react";

/** The app's own link to its home page, e.g. react-router's `<Link to="/" />`, without text. */
export type HomeLink = ReactElement<{ children?: ReactNode }>;

type HomeLinkButtonProps = Pick<ButtonProps, "variant"> & { link: HomeLink };

/** The app's home link dressed as a button, labelled 返回首页. */
export function HomeLinkButton({ link, variant }: HomeLinkButtonProps) {
  const { t } = useLingui();
  return (
    <Button asChild variant={variant}>
      {cloneElement(link, undefined, t`返回首页`)}
    </Button>
  );
}
