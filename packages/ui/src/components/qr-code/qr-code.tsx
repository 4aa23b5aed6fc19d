import { Box, chakra, type HTMLChakraProps } from "@chakra-ui/react";
import { useMemo } from "react";
import { useThemeSlotRecipe, type SlotRecipeVariants } from "../../theme/use-theme-slot-recipe";
import { qrMatrix } from "./qr-path";

export type QrCodeProps = Omit<HTMLChakraProps<"div">, "children"> &
  SlotRecipeVariants<"qrCode"> & {
    /** The text to encode, usually a URL. */
    value: string;
    /** What the code is for, read by screen readers (e.g. "TikTok 授权二维码"). */
    "aria-label": string;
    /**
     * Width and height in CSS pixels (a token or any CSS length also works).
     * @default 200
     */
    size?: number | string;
  };

/** Draws `value` as a QR code: an inline SVG with a quiet zone, announced as one image. */
export function QrCode(props: QrCodeProps) {
  const { value, size = 200, variant, "aria-label": label, ...rest } = props;
  const styles = useThemeSlotRecipe("qrCode")({ variant });
  const matrix = useMemo(() => qrMatrix(value), [value]);
  // A bare number is pixels (Chakra would read 96 as the spacing token "96").
  const dimension = typeof size === "number" ? `${size}px` : size;
  return (
    <Box css={styles.root} width={dimension} height={dimension} role="img" aria-label={label} {...rest}>
      <chakra.svg css={styles.svg} viewBox={`0 0 ${matrix.size} ${matrix.size}`} aria-hidden="true" focusable="false">
        <chakra.path css={styles.modules} d={matrix.path} />
      </chakra.svg>
    </Box>
  );
}
