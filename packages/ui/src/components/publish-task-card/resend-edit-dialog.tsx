import { DEFAULT_LOCALE, isLocale } from "@cdp/contracts";
import { Box, NativeSelect, Text, Textarea } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { DialogForm, FormDialog } from "../form-dialog";
import { FormFailure } from "../form-failure";
import { Field, TextField } from "../form-field";
import { OptionCheckbox } from "../publish-options-panel/option-checkbox";
import { changedEdits, parseTags, resendProblems, type ResendDraft, type ResendPrivacy, type ResendTarget } from "./resend-edits";

export type ResendEditDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 重发到 {account} or 重发任务. */
  title: string;
  /** What happens, above the fields (e.g. how many targets go again). */
  message?: string;
  /** The values the failed attempt sent; `options` present: tags, privacy and interactions are editable too. */
  initial: ResendDraft;
  /** The targets that go again (their platforms' rules apply to the edit). */
  targets: ResendTarget[];
  /** A 需核实 target: 重发 waits until the operator says the post is not on the platform. @default false */
  needsCheck?: boolean;
  /** Sends only the fields that changed; a refusal is shown in the dialog, which stays open. */
  onResend: (edits: Partial<ResendDraft>) => Promise<void>;
};

/**
 * Fix and resend: the failed target's (or every failed target's) title, description and, for the
 * task, tags, privacy and TikTok interactions, pre-filled with what failed. The platforms' rules are
 * checked as the operator types, under the field that breaks one, and 重发 waits until it is fixed.
 */
export function ResendEditDialog(props: ResendEditDialogProps) {
  return (
    <FormDialog open={props.open} onOpenChange={props.onOpenChange}>
      <ResendEditForm {...props} />
    </FormDialog>
  );
}

function ResendEditForm({ title, message, initial, targets, needsCheck = false, onResend, onOpenChange }: ResendEditDialogProps) {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const [draft, setDraft] = useState(initial);
  const [tagsText, setTagsText] = useState((initial.options?.tags ?? []).join(" "));
  const [checked, setChecked] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const options = draft.options;
  const fallback = initial.options ?? { privacy: "public" as const, tags: [], allowComment: false, allowDuet: false, allowStitch: false };
  const problems = resendProblems(draft, targets, locale, fallback);
  const broken = Object.keys(problems).length > 0;
  const tiktokVideo = targets.some((target) => target.platform === "tiktok" && target.kind === "video");
  const onlyTiktok = targets.every((target) => target.platform === "tiktok");
  const setOptions = (patch: Partial<NonNullable<ResendDraft["options"]>>) => setDraft((current) => ({ ...current, options: current.options && { ...current.options, ...patch } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (broken || (needsCheck && !checked)) return;
    setSending(true);
    setFailure(null);
    try {
      await onResend(changedEdits(initial, draft));
      onOpenChange(false);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <DialogForm title={title} submitLabel={needsCheck ? t`已核实不存在，重发` : t`重发`} submitting={sending} submitDisabled={broken || (needsCheck && !checked)} onSubmit={submit}>
      {message && <Text textStyle="sm">{message}</Text>}
      <TextField label={t`标题`} required value={draft.title} onChange={(event) => setDraft({ ...draft, title: event.target.value })} errorText={problems.title} />
      <Field label={t`描述`} errorText={problems.description}>
        <Textarea rows={3} value={draft.description} onChange={(event) => setDraft({ ...draft, description: event.target.value })} />
      </Field>
      {options && (
        <>
          <TextField
            label={t`标签`}
            helperText={t`用空格或逗号分隔`}
            value={tagsText}
            onChange={(event) => {
              setTagsText(event.target.value);
              setOptions({ tags: parseTags(event.target.value) });
            }}
            errorText={problems.tags}
          />
          <Field label={onlyTiktok ? t`谁可以观看此作品` : t`公开范围`} errorText={problems.privacy}>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={options.privacy} onChange={(event) => setOptions({ privacy: event.target.value as ResendPrivacy })}>
                <option value="public">{onlyTiktok ? t`所有人` : t`公开`}</option>
                <option value="friends">{onlyTiktok ? t`互关好友` : t`不公开（知道链接的人可以观看）`}</option>
                <option value="private">{onlyTiktok ? t`仅自己可见` : t`私享（仅自己可见）`}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field>
          {tiktokVideo && (
            <Box role="group" aria-label={t`允许用户`} display="flex" flexDirection="column" gap="2">
              <Text textStyle="sm" fontWeight="medium" aria-hidden="true">{t`允许用户`}</Text>
              <OptionCheckbox label={t`评论`} checked={options.allowComment} onCheckedChange={(value) => setOptions({ allowComment: value })} />
              <OptionCheckbox label={t`合拍（Duet）`} checked={options.allowDuet} onCheckedChange={(value) => setOptions({ allowDuet: value })} />
              <OptionCheckbox label={t`拼接（Stitch）`} checked={options.allowStitch} onCheckedChange={(value) => setOptions({ allowStitch: value })} />
              {problems.options && <Text textStyle="xs" color="fg.error" role="alert">{problems.options}</Text>}
            </Box>
          )}
        </>
      )}
      {needsCheck && (
        <OptionCheckbox
          label={t`我已到平台核实，帖子确实不存在`}
          description={t`帖子可能已经发布；未核实就重发可能会重复发布。`}
          checked={checked}
          onCheckedChange={setChecked}
        />
      )}
      <FormFailure message={failure} />
    </DialogForm>
  );
}
