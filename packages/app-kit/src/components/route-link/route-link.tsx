import { Link, type LinkProps } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";

type RouteLinkProps = Omit<LinkProps, "href" | "asChild"> & {
  /** An app path, resolved by the router (basename included). */
  to: string;
};

/** A Chakra-styled link that navigates inside the app without a page load. */
export function RouteLink({ to, children, ...rest }: RouteLinkProps) {
  return (
    <Link asChild {...rest}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
