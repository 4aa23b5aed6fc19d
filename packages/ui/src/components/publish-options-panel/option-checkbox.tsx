import { Box, Checkbox, Text } from "@chakra-ui/react";
import { useId, type ReactNode } from "react";

export type OptionCheckboxProps = {
  label: ReactNode;
  /** A line under the label saying what the option does. */
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Why the option is disabled or limited; shown under it and read with it. */
  note?: ReactNode;
};

/** A checkbox with its explanation and, where a rule limits it, the reason, both as its description. */
export function OptionCheckbox({ label, description, checked, onCheckedChange, disabled, note }: OptionCheckboxProps) {
  const descriptionId = useId();
  const noteId = useId();
  const describedBy = [description != null && descriptionId, note != null && noteId].filter(Boolean).join(" ") || undefined;
  return (
    <Checkbox.Root
      size="sm"
      alignItems="flex-start"
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onCheckedChange(details.checked === true)}
    >
      <Checkbox.HiddenInput aria-describedby={describedBy} />
      <Checkbox.Control marginTop="0.5" />
      <Box display="flex" flexDirection="column" gap="0.5">
        <Checkbox.Label>{label}</Checkbox.Label>
        {description != null && (
          <Text id={descriptionId} textStyle="xs" color="fg.muted">
            {description}
          </Text>
        )}
        {note != null && (
          <Text id={noteId} textStyle="xs" color="fg.muted">
            {note}
          </Text>
        )}
      </Box>
    </Checkbox.Root>
  );
}
