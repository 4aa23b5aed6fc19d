import { Box, chakra, type HTMLChakraProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Plus } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { useThemeSlotRecipe } from "../../theme/use-theme-slot-recipe";
import { DropzoneArea } from "./dropzone-area";
import { UploadRefusal, type UploadAccept, type UploadedFileItem, type UploadFn } from "./types";
import { useUploaderCopy } from "./uploader-copy";
import { UploaderItem } from "./uploader-item";
import { UploaderNotices } from "./uploader-notices";
import { UploaderPreview } from "./uploader-preview";
import { useProblemMessage } from "./use-problem-message";
import { useUploads } from "./use-uploads";
import { pickerAccept, validateFiles } from "./validate-files";

export type UploaderProps = Omit<HTMLChakraProps<"div">, "onChange" | "defaultValue" | "children"> & {
  /** Which files it takes: images, videos, both (`media`) or anything. */
  accept: UploadAccept;
  /**
   * The most files the list may hold (multi-file mode).
   * @default 99
   */
  maxCount?: number;
  /** The largest file, in MB. No limit when absent. */
  maxSizeMb?: number;
  /** The most videos the list may hold. No limit when absent. */
  maxVideoCount?: number;
  /**
   * Single-file mode: one file, and a new upload replaces it.
   * @default false
   */
  single?: boolean;
  /**
   * Shows the files only: no picker, no delete; a click opens a file in a new window.
   * @default false
   */
  readOnly?: boolean;
  /** The uploaded files (controlled). */
  value: UploadedFileItem[];
  onChange: (items: UploadedFileItem[]) => void;
  /** Uploads one file, e.g. the signed direct upload; see `UploadFn`. */
  upload: UploadFn;
  /** A visible label naming the group. */
  label?: ReactNode;
  /**
   * The helper line under the files.
   * @default the accepted formats and limits (translated)
   */
  hint?: ReactNode;
};

const linkOf = (item: UploadedFileItem) =>
  item.type === "video" ? (item.address ?? item.exportFile) : item.type === "image" ? (item.imgUrl ?? item.exportFile) : item.exportFile;

/**
 * Picks files by drag and drop, click or keyboard, checks them against the spec's rules, uploads
 * them through the injected `upload` and lists them as a grid with previews.
 */
export function Uploader(props: UploaderProps) {
  const { accept, maxCount = 99, maxSizeMb, maxVideoCount, single = false, readOnly = false, value, onChange, upload, label, hint, ...rest } =
    props;
  const { t } = useLingui();
  const styles = useThemeSlotRecipe("uploader")();
  const copy = useUploaderCopy({ accept, maxCount, maxSizeMb, single });
  const problemMessage = useProblemMessage();
  const labelId = useId();
  const hintId = useId();
  const [errors, setErrors] = useState<string[]>([]);
  const [succeeded, setSucceeded] = useState(false);
  const [uploadedNow, setUploadedNow] = useState<ReadonlySet<string>>(new Set());
  const [preview, setPreview] = useState<{ item: UploadedFileItem | null; open: boolean }>({ item: null, open: false });

  const uploads = useUploads({
    value,
    onChange,
    upload,
    single,
    onUploaded: (item) => {
      setSucceeded(true);
      setUploadedNow((names) => new Set(names).add(item.fileName));
    },
    onFailed: (fileName, error) => {
      setSucceeded(false);
      // The server's reason, when it gave one, names the file; anything else is the spec's 上传失败！.
      const reason = error instanceof UploadRefusal ? error.message : null;
      const message = reason ? t`${fileName} 上传失败：${reason}` : t`上传失败！`;
      setErrors((list) => [...new Set([...list, message])]);
    },
  });
  const uploading = uploads.pending.filter((entry) => entry.status === "uploading");

  const onFiles = (files: File[]) => {
    const listed = [...value, ...uploading.map((entry) => ({ fileName: entry.fileName, type: entry.kind }))];
    const { accepted, problems } = validateFiles(files, listed, { accept, maxCount, maxSizeMb, maxVideoCount, single });
    setErrors([...new Set(problems.map(problemMessage))]);
    setSucceeded(false);
    if (accepted.length > 0) uploads.start(accepted);
  };
  const open = (item: UploadedFileItem) => {
    if (readOnly || item.type === "other") window.open(linkOf(item), "_blank", "noopener,noreferrer");
    else setPreview({ item, open: true });
  };
  const remove = (index: number) => {
    onChange(value.filter((_, other) => other !== index));
    setErrors([]);
    setSucceeded(false);
  };
  const canPick = !readOnly && (single || value.length + uploading.length < maxCount);
  const helper = hint ?? (readOnly ? null : copy.hint);

  return (
    <Box css={styles.root} role="group" aria-labelledby={label != null ? labelId : undefined} {...rest}>
      {label != null && (
        <chakra.span id={labelId} css={styles.label}>
          {label}
        </chakra.span>
      )}
      <Box as="ul" css={styles.grid}>
        {value.map((item, index) => (
          <UploaderItem
            key={`${item.fileName}-${index}`}
            fileName={item.fileName}
            fileSize={item.fileSize}
            kind={item.type}
            thumbnailUrl={item.imgUrl ?? item.exportFile}
            status={!readOnly && uploadedNow.has(item.fileName) ? "success" : "default"}
            onOpen={() => open(item)}
            openMode={readOnly || item.type === "other" ? "newWindow" : "preview"}
            onRemove={readOnly ? undefined : () => remove(index)}
          />
        ))}
        {uploads.pending.map((entry) => (
          <UploaderItem
            key={entry.id}
            fileName={entry.fileName}
            fileSize={entry.fileSize}
            kind={entry.kind}
            status={entry.status}
            percent={entry.percent}
            onRemove={() => uploads.remove(entry.id)}
          />
        ))}
        {canPick && (
          <li>
            <DropzoneArea
              layout="tile"
              label={copy.pickLabel(value.length > 0)}
              icon={<Plus />}
              accept={pickerAccept(accept)}
              multiple={!single}
              onFiles={onFiles}
              aria-describedby={helper != null ? hintId : undefined}
            />
          </li>
        )}
      </Box>
      {readOnly && value.length === 0 && <chakra.span css={styles.hint}>{t`暂无文件`}</chakra.span>}
      {helper != null && (
        <chakra.span id={hintId} css={styles.hint}>
          {helper}
        </chakra.span>
      )}
      <UploaderNotices css={styles.notices} errors={errors} succeeded={succeeded} />
      <UploaderPreview item={preview.item} open={preview.open} onClose={() => setPreview((state) => ({ ...state, open: false }))} />
    </Box>
  );
}
