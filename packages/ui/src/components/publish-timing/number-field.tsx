import { NumberInput } from "@chakra-ui/react";

export type NumberFieldProps = {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
};

/** A labelled whole-number input (a spinbutton: arrow keys step it), clamped to its range. */
export function NumberField({ label, value, min, max, onChange, disabled }: NumberFieldProps) {
  return (
    <NumberInput.Root
      size="sm"
      width="7rem"
      min={min}
      max={max}
      step={1}
      value={String(value)}
      disabled={disabled}
      allowMouseWheel={false}
      clampValueOnBlur
      onValueChange={(details) => onChange(Number.isFinite(details.valueAsNumber) ? Math.trunc(details.valueAsNumber) : min)}
    >
      <NumberInput.Label textStyle="xs" color="fg.muted">
        {label}
      </NumberInput.Label>
      <NumberInput.Control />
      <NumberInput.Input />
    </NumberInput.Root>
  );
}
