import { NativeSelect } from "@chakra-ui/react";

export type FilterOption<T extends string | number> = { value: T; label: string };

export type FilterSelectProps<T extends string | number> = {
  /** The accessible name, e.g. 平台. */
  label: string;
  /** The first option, which clears the filter, e.g. 全部平台. */
  allLabel: string;
  value: T | undefined;
  options: readonly FilterOption<T>[];
  /** Called with the chosen option's value, or `undefined` for the "all" option. */
  onChange: (value: T | undefined) => void;
  width?: string;
};

/** One filter of a list: a native select whose first option means "no filter"; applies at once. */
export function FilterSelect<T extends string | number>({ label, allLabel, value, options, onChange, width = "10rem" }: FilterSelectProps<T>) {
  return (
    <NativeSelect.Root size="sm" width={width}>
      <NativeSelect.Field
        aria-label={label}
        value={value ?? ""}
        onChange={(event) => onChange(options.find((option) => String(option.value) === event.currentTarget.value)?.value)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
