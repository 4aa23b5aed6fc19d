import { Box, chakra, type HTMLChakraProps } from "@chakra-ui/react";
import { useId, type ReactNode } from "react";
import { useDropzone } from "react-dropzone";
import { useThemeSlotRecipe, type SlotRecipeVariants } from "../../theme/use-theme-slot-recipe";

export type DropzoneAreaProps = Omit<HTMLChakraProps<"div">, "onDrop" | "children"> &
  SlotRecipeVariants<"dropzone"> & {
    /** Receives every file dropped, picked or pasted, in order; checking them is the caller's job. */
    onFiles: (files: File[]) => void;
    /** The visible call to action: the button's accessible name, and the hidden input's label. */
    label: string;
    /** A line under the label (formats, limits); also the button's accessible description. */
    hint?: ReactNode;
    icon?: ReactNode;
    /** The picker's `accept` attribute, e.g. `.xlsx,.xls`. */
    accept?: string;
    /**
     * Whether the picker lets several files be chosen.
     * @default true
     */
    multiple?: boolean;
    disabled?: boolean;
  };

/**
 * A drop target that is also a button opening the file picker (click, Enter or Space).
 * Files go to `onFiles` unfiltered; the hidden input is cleared after each pick, so the
 * same file can be picked again after a failure or a removal.
 */
export function DropzoneArea(props: DropzoneAreaProps) {
  const { onFiles, label, hint, icon, accept, multiple = true, disabled, layout, ...rest } = props;
  const styles = useThemeSlotRecipe("dropzone")({ layout });
  const labelId = useId();
  const hintId = useId();
  const { getRootProps, getInputProps, isDragActive, inputRef } = useDropzone({
    multiple,
    disabled,
    onDrop: (accepted, rejected) => {
      // Without `accept`/size options react-dropzone only rejects extra files in single mode; keep them all.
      onFiles([...accepted, ...rejected.map((rejection) => rejection.file)]);
      if (inputRef.current) inputRef.current.value = "";
    },
  });

  return (
    <>
      <Box
        css={styles.root}
        {...getRootProps({ role: "button" })}
        aria-labelledby={labelId}
        aria-describedby={hint != null ? hintId : undefined}
        data-drag-active={isDragActive ? "" : undefined}
        {...rest}
      >
        {icon != null && (
          <chakra.span css={styles.icon} aria-hidden="true">
            {icon}
          </chakra.span>
        )}
        <chakra.span id={labelId} css={styles.label}>
          {label}
        </chakra.span>
        {hint != null && (
          <chakra.span id={hintId} css={styles.hint}>
            {hint}
          </chakra.span>
        )}
      </Box>
      {/* Outside the button: a control nested in a button is invisible to assistive technology. */}
      <input {...getInputProps({ accept })} aria-label={label} />
    </>
  );
}
