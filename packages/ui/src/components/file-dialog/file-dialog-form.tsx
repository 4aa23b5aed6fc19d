import { Alert, Button, chakra, Dialog, Field, Input, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import { Uploader } from "../uploader";
import type { UploadedFileItem, UploadFn } from "../uploader/types";
import { fileItemFromUrl, validateFileForm } from "./file-form";

/** What the file dialog saves: the spec's file share info. */
export type FileShareValues = { name: string; fileUrl: string };

export type FileDialogFormProps = {
  editing: boolean;
  initial?: { name: string; fileUrl: string; fileName?: string };
  upload: UploadFn;
  maxSizeMb: number;
  maxNameLength: number;
  onSave: (values: FileShareValues) => Promise<void>;
  onCancel: () => void;
};

/** The file dialog's body and buttons: the name field, the single-file uploader, save with its loading state. */
export function FileDialogForm({ editing, initial, upload, maxSizeMb, maxNameLength, onSave, onCancel }: FileDialogFormProps) {
  const { t } = useLingui();
  const fileErrorId = useId();
  const [name, setName] = useState(initial?.name ?? "");
  const [files, setFiles] = useState<UploadedFileItem[]>(initial ? [fileItemFromUrl(initial.fileUrl, initial.fileName)] : []);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const problems = validateFileForm({ name, files }, maxNameLength);
  // "Too long" shows as soon as it happens; missing values once a save was tried.
  const nameProblem = submitted || problems.name === "too-long" ? problems.name : undefined;
  const fileProblem = submitted ? problems.file : undefined;
  const nameMessages = { required: t`请输入文件名称`, "too-long": t`文件名称不能超过 ${maxNameLength} 个字符` };
  const length = [...name.trim()].length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const [file] = files;
    if (problems.name || !file) return;
    setSaving(true);
    setSaveError(null);
    try {
      await onSave({ name: name.trim(), fileUrl: file.exportFile });
    } catch (error) {
      setSaveError(error instanceof Error && error.message ? error.message : t`保存失败，请稍后重试`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <chakra.form onSubmit={submit} noValidate display="contents">
      <Dialog.Body>
        <Stack gap="5">
          <Field.Root required invalid={nameProblem != null} readOnly={editing}>
            <Field.Label>
              {t`文件名称`}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              placeholder={t`请输入文件名称`}
              _readOnly={{ bg: "bg.muted", color: "fg.muted", cursor: "default" }}
            />
            {nameProblem ? (
              <Field.ErrorText>{nameMessages[nameProblem]}</Field.ErrorText>
            ) : (
              <Field.HelperText>{editing ? t`编辑时不能修改文件名称` : `${length}/${maxNameLength}`}</Field.HelperText>
            )}
          </Field.Root>
          <Stack gap="1.5">
            <Uploader
              label={
                <>
                  {t`文件`}
                  <chakra.span color="fg.error" marginStart="1" aria-hidden="true">
                    *
                  </chakra.span>
                </>
              }
              accept="any"
              single
              maxCount={1}
              maxSizeMb={maxSizeMb}
              value={files}
              onChange={setFiles}
              upload={upload}
              aria-describedby={fileProblem ? fileErrorId : undefined}
            />
            {fileProblem && (
              <Text id={fileErrorId} textStyle="xs" color="fg.error">
                {t`请上传文件`}
              </Text>
            )}
          </Stack>
          {saveError != null && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{saveError}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          {t`取消`}
        </Button>
        <Button type="submit" loading={saving} loadingText={t`保存中…`}>
          {t`保存`}
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}
