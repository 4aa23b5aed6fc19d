import { Box, HStack, RadioGroup, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Check } from "lucide-react";
import { GROUP_COLORS } from "../utils/group-colors.ts";

type ColorSwatchesProps = { value: number; onChange: (color: number) => void };

/** The ten group colours as a radio group (arrow keys move, names 颜色 1…10). */
export function ColorSwatches({ value, onChange }: ColorSwatchesProps) {
  const { t } = useLingui();
  return (
    <RadioGroup.Root value={String(value)} onValueChange={(details) => details.value && onChange(Number(details.value))}>
      <RadioGroup.Label>
        <Text textStyle="sm" fontWeight="medium" marginBottom="1.5">
          {t`分组颜色`}
        </Text>
      </RadioGroup.Label>
      <HStack gap="2" wrap="wrap">
        {GROUP_COLORS.map(({ color, palette }) => (
          <RadioGroup.Item
            key={color}
            value={String(color)}
            colorPalette={palette}
            borderRadius="full"
            _focusVisible={{ outline: "2px solid", outlineColor: "colorPalette.focusRing", outlineOffset: "4px" }}
          >
            <RadioGroup.ItemHiddenInput aria-label={t`颜色 ${color}`} />
            <Box
              aria-hidden="true"
              boxSize="7"
              borderRadius="full"
              bg="colorPalette.solid"
              color="colorPalette.contrast"
              display="flex"
              alignItems="center"
              justifyContent="center"
              outlineOffset="2px"
              outline={value === color ? "2px solid" : "none"}
              outlineColor="colorPalette.solid"
              cursor="pointer"
            >
              {value === color && <Check size="14" />}
            </Box>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}
