import { Box } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { groupColorPalette } from "../utils/group-colors.ts";

type GroupColorDotProps = { color: number };

/** A group's colour as a swatch; screen readers hear 颜色 N. */
export function GroupColorDot({ color }: GroupColorDotProps) {
  const { t } = useLingui();
  const label = t`颜色 ${color}`;
  return (
    <Box
      role="img"
      aria-label={label}
      title={label}
      colorPalette={groupColorPalette(color)}
      bg="colorPalette.solid"
      boxSize="4"
      borderRadius="full"
      borderWidth="1px"
      borderColor="colorPalette.emphasized"
    />
  );
}
