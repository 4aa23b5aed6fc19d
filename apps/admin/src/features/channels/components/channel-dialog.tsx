import { apiErrorMessage, serverFieldErrors } from "@cdp/api-client";
import { CHANNEL_NAME_MAX_LENGTH, type ChannelAdmin } from "@cdp/contracts";
import { fileItemFromUrl } from "@cdp/ui/file-dialog";
import { DialogForm, FormDialog } from "@cdp/ui/form-dialog";
import { FormFailure } from "@cdp/ui/form-failure";
import { TextField, useFormState } from "@cdp/ui/form-field";
import { Uploader, type UploadedFileItem } from "@cdp/ui/uploader";
import { Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { adminUpload } from "../../../shared/api/index.ts";
import { toaster } from "../../../shared/components/toaster/index.ts";
import { saveChannelInputSchema, useSaveChannel } from "../api/save-channel.ts";

export type ChannelDialogState = { mode: "create" } | { mode: "edit"; channel: ChannelAdmin };

/** The login picture's size limit: it is a page background, not a video. */
const PICTURE_MAX_MB = 5;

/** 新建渠道 / 编辑渠道: the name and the login picture (uploaded straight to storage, previewed). */
export function ChannelDialog({ state, onClose }: { state: ChannelDialogState | null; onClose: (saved: boolean) => void }) {
  return (
    <FormDialog open={state !== null} onOpenChange={(open) => !open && onClose(false)} size="lg">
      {state && <ChannelForm key={state.mode === "edit" ? state.channel.id : "new"} state={state} onClose={onClose} />}
    </FormDialog>
  );
}

function ChannelForm({ state, onClose }: { state: ChannelDialogState; onClose: (saved: boolean) => void }) {
  const { t } = useLingui();
  const editing = state.mode === "edit" ? state.channel : null;
  const save = useSaveChannel();
  const form = useFormState({ name: editing?.name ?? "", loginPicture: editing?.loginPicture ?? "" }, { describeError: apiErrorMessage });
  const [pictures, setPictures] = useState<UploadedFileItem[]>(editing?.loginPicture ? [fileItemFromUrl(editing.loginPicture)] : []);
  const choosePictures = (items: UploadedFileItem[]) => {
    setPictures(items);
    form.setValues((current) => ({ ...current, loginPicture: items[0]?.exportFile ?? "" }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.validate(saveChannelInputSchema, { name: form.values.name, loginPicture: form.values.loginPicture || null });
    if (!data) return;
    try {
      const envelope = await save.mutateAsync(editing ? { id: editing.id, ...data } : data);
      toaster.create({ type: "success", title: envelope.msg || t`保存成功` });
      onClose(true);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, ["name", "loginPicture"]);
      if (fieldErrors) form.setErrors(fieldErrors);
      else form.fail(error, t`保存失败，请稍后重试`);
    }
  };

  const pictureError = form.bind("loginPicture").errorText;
  return (
    <DialogForm title={editing ? t`编辑渠道` : t`新建渠道`} submitLabel={t`保存`} submitting={save.isPending} onSubmit={submit}>
      <TextField label={t`渠道名称`} required placeholder={t`请输入渠道名称`} maxLength={CHANNEL_NAME_MAX_LENGTH} autoFocus {...form.bind("name")} />
      <Stack gap="1.5">
        <Uploader
          label={t`登录图片`}
          accept="image"
          single
          maxCount={1}
          maxSizeMb={PICTURE_MAX_MB}
          value={pictures}
          onChange={choosePictures}
          upload={adminUpload}
          hint={t`显示在该渠道登录页的背景中；不上传则使用默认背景。支持 png、jpeg、jpg、gif，最大 ${PICTURE_MAX_MB}M`}
        />
        {pictureError ? (
          <Text textStyle="xs" color="fg.error" role="alert">
            {pictureError}
          </Text>
        ) : null}
      </Stack>
      <FormFailure message={form.failure} />
    </DialogForm>
  );
}
