import { Box, Heading, Text, type HTMLChakraProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useThemeSlotRecipe, type SlotRecipeVariants } from "../../theme/use-theme-slot-recipe";

export type PageHeaderProps = Omit<HTMLChakraProps<"div">, "title"> &
  SlotRecipeVariants<"pageHeader"> & {
    /** The heading. When absent, `routeName` is shown instead. */
    title?: ReactNode;
    /** The current route's display name: the heading when no `title` is given. */
    routeName?: string;
    /** A line of secondary text under the heading. */
    description?: ReactNode;
    /** The right-hand slot, usually buttons. */
    actions?: ReactNode;
    /**
     * The heading level, so a header inside a section can be an `h2`.
     * @default 1
     */
    level?: 1 | 2 | 3;
  };

/** The header at the top of every page: the route name or a given title, with room for buttons on the right. */
export function PageHeader(props: PageHeaderProps) {
  const { size, variant, title, routeName, description, actions, level = 1, ...rest } = props;
  const styles = useThemeSlotRecipe("pageHeader")({ size, variant });
  return (
    <Box css={styles.root} {...rest}>
      <Box css={styles.text}>
        <Heading as={`h${level}`} css={styles.title}>
          {title ?? routeName}
        </Heading>
        {description != null && <Text css={styles.description}>{description}</Text>}
      </Box>
      {actions != null && <Box css={styles.actions}>{actions}</Box>}
    </Box>
  );
}
