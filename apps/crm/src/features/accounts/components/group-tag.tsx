import { Badge, type BadgeProps } from "@chakra-ui/react";
import { groupColorPalette } from "../utils/group-colors.ts";

type GroupTagProps = Omit<BadgeProps, "children"> & { name: string; color: number };

/** An account group's name in its colour. */
export function GroupTag({ name, color, ...rest }: GroupTagProps) {
  return (
    <Badge colorPalette={groupColorPalette(color)} variant="subtle" {...rest}>
      {name}
    </Badge>
  );
}
