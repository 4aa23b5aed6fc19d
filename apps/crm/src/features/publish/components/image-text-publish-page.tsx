import { DEFAULT_LOCALE, isLocale, PUBLISH_MAX_IMAGES, translate, type PhotoDraftContent } from "@cdp/contracts";
import { PageHeader } from "@cdp/ui/page-header";
import { PostTextFields } from "@cdp/ui/post-text-fields";
import { EMPTY_TIKTOK_OPTIONS, PublishOptionsPanel, tiktokOptionProblems, type TikTokOptions } from "@cdp/ui/publish-options-panel";
import { DEFAULT_TIMING, intervalSecondsOf, localTimeZone, PublishTimingFields, startInstant, timingProblems, type PublishTiming } from "@cdp/ui/publish-timing";
import { Uploader, type UploadedFileItem } from "@cdp/ui/uploader";
import { Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import { LibraryPickButton, withLibraryFiles } from "../../../shared/media-library/index.ts";
import { useRouteName } from "@cdp/app-kit";
import { useCreatePhotoTask } from "../api/create-photo-task.ts";
import { useBestTimeSuggestion } from "../hooks/use-best-times.ts";
import { useDraftedSend } from "../hooks/use-drafted-send.ts";
import { usePublishDraft } from "../hooks/use-publish-draft.ts";
import { draftFiles, restoredAccounts, restoredFiles } from "../model/draft-content.ts";
import { useMediaUpload } from "../hooks/use-media-upload.ts";
import { usePublishTargets } from "../hooks/use-publish-targets.ts";
import { useTikTokCreators } from "../hooks/use-tiktok-creators.ts";
import { tiktokRequestOptions } from "../model/post-options.ts";
import { targetProblems } from "../model/preflight.ts";
import { chosenAccounts } from "../model/targets.ts";
import { ImageOrder } from "./image-order.tsx";
import { AccountsFirst } from "./accounts-first.tsx";
import { DraftHeaderActions, DraftNotices } from "./publish-draft-controls.tsx";
import { PublishSection } from "./publish-section.tsx";
import { PublishSendBar } from "./publish-send-bar.tsx";
import { TargetAccounts } from "./target-accounts.tsx";

/** 图文发布: one image set (1–35 images) with title and description to TikTok accounts. */
export function ImageTextPublishPage() {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const routeName = useRouteName();
  const targets = usePublishTargets();
  const { allAccounts, groupId } = targets;
  const [images, setImages] = useState<UploadedFileItem[]>([]);
  const [coverIndex, setCoverIndex] = useState(0);
  const [texts, setTexts] = useState({ title: "", description: "" });
  const [options, setOptions] = useState<TikTokOptions>(EMPTY_TIKTOK_OPTIONS);
  const [timing, setTiming] = useState<PublishTiming>(DEFAULT_TIMING);
  const [showErrors, setShowErrors] = useState(false);
  const media = useMediaUpload();
  const create = useCreatePhotoTask();

  const accounts = chosenAccounts(allAccounts, targets.accountIds);
  const { creators, state: creatorsState } = useTikTokCreators(accounts, allAccounts);
  const youtubeReason = t`YouTube 不支持图文发布`;
  const unavailable = useMemo(
    () => allAccounts.filter((account) => account.platform === "youtube").map((account) => ({ accountId: account.id, reason: youtubeReason })),
    [allAccounts, youtubeReason],
  );
  const timeZone = localTimeZone();
  const now = new Date();
  const suggestion = useBestTimeSuggestion(accounts, timeZone, now);
  const cover = Math.min(coverIndex, Math.max(0, images.length - 1));

  const draft = usePublishDraft<PhotoDraftContent>({
    kind: "photo",
    content: { kind: "photo", accountIds: targets.accountIds, groupId, title: texts.title, description: texts.description, tiktok: options, timing, images: draftFiles(images, media.mediaIdOf), coverIndex: cover },
    ready: !targets.loading,
    apply: (content, missing) => {
      const chosen = restoredAccounts(content.accountIds, content.groupId, missing);
      targets.restore(chosen.accountIds, chosen.groupId);
      const coverFile = content.images[content.coverIndex];
      const kept = restoredFiles(content.images, missing, media.remember);
      setImages(kept);
      setCoverIndex(Math.max(0, kept.findIndex((image) => image.exportFile === coverFile?.exportFile)));
      setTexts({ title: content.title, description: content.description });
      setOptions(content.tiktok);
      setTiming(content.timing);
    },
  });
  const sendTasks = useDraftedSend(draft, media.uploading);

  // One set to every account: TikTok's photo rules (title 90, description 4000) are the same for each.
  const textProblems = targetProblems(
    { accountId: "", accountName: "", platform: "tiktok", mediaName: "", title: texts.title, description: texts.description, scheduledAt: now },
    { kind: "photo", options: tiktokRequestOptions(options), imageCount: Math.max(1, images.length), locale },
  );
  const problems = [
    accounts.length === 0 && translate(locale, "validation.publish.accounts.required"),
    (images.length === 0 || images.length > PUBLISH_MAX_IMAGES) && translate(locale, "validation.publish.images.count"),
    texts.title.trim() === "" && translate(locale, "validation.publish.title.required"),
    ...textProblems,
    accounts.length > 0 && tiktokOptionProblems(options, creators).length > 0 && t`请检查 TikTok 发布设置`,
    timingProblems(timing, now, timeZone).length > 0 && t`请检查发布时间`,
  ].filter((problem): problem is string => typeof problem === "string");

  const send = async () => {
    setShowErrors(true);
    if (problems.length > 0) return;
    const imageMediaIds = images.map((image) => media.mediaIdOf(image.exportFile)).filter((id): id is number => id !== undefined);
    const start = startInstant(timing, now, timeZone);
    await sendTasks(async () => {
      const { tasks } = await create.mutateAsync({
        sendType: groupId !== null ? "group" : "accounts",
        groupId: groupId ?? undefined,
        accountIds: groupId !== null ? undefined : accounts.map((account) => account.id),
        intervalSeconds: intervalSecondsOf(timing),
        jitterSeconds: timing.jitterSeconds,
        startAt: timing.start === "scheduled" && start ? start.toISOString() : undefined,
        timeZone,
        title: texts.title.trim(),
        description: texts.description,
        imageMediaIds,
        coverIndex: cover,
        options: tiktokRequestOptions(options),
      });
      return tasks;
    });
  };

  return (
    <Stack gap="5">
      <PageHeader routeName={routeName} description={t`把一组图片（1–35 张）和文字发布到多个 TikTok 账号。`} actions={<DraftHeaderActions draft={draft} />} />
      <DraftNotices draft={draft} />
      <PublishSection step={1} title={<Trans>选择账号</Trans>} hint={<Trans>图文只能发布到 TikTok 账号。</Trans>}>
        <TargetAccounts
          accounts={allAccounts}
          groups={targets.groups}
          loading={targets.loading}
          value={targets.accountIds}
          onChange={targets.choose}
          unavailable={unavailable}
        />
      </PublishSection>
      <PublishSection step={2} title={<Trans>上传图片</Trans>} hint={<Trans>1–35 张图片，按顺序发布；可调整顺序、选择封面，点击图片可放大查看。</Trans>}>
        <AccountsFirst ready={accounts.length > 0} legend={t`上传图片`}>
          <Stack gap="3">
            <Uploader accept="image" maxCount={PUBLISH_MAX_IMAGES} value={images} onChange={setImages} upload={media.upload} maxSizeMb={media.maxSizeMb} label={t`图片`} />
            <LibraryPickButton accept="image" value={images} max={PUBLISH_MAX_IMAGES - images.length} onChoose={(chosen) => setImages((current) => withLibraryFiles(current, chosen, media.remember))} />
          </Stack>
        </AccountsFirst>
        {images.length > 1 && <ImageOrder images={images} onChange={setImages} coverIndex={cover} onCoverChange={setCoverIndex} />}
      </PublishSection>
      <PublishSection step={3} title={<Trans>标题与描述</Trans>}>
        <PostTextFields
          title={texts.title}
          description={texts.description}
          onChange={setTexts}
          platforms={["tiktok"]}
          mode="photo"
          required
          titleError={showErrors && texts.title.trim() === "" ? translate(locale, "validation.publish.title.required") : undefined}
        />
      </PublishSection>
      {accounts.length > 0 && (
        <PublishSection step={4} title={<Trans>发布设置</Trans>}>
          <PublishOptionsPanel
            mode="photo"
            showErrors={showErrors}
            tiktok={{
              creators,
              value: options,
              onChange: setOptions,
              ...creatorsState,
            }}
          />
        </PublishSection>
      )}
      <PublishSection step={accounts.length > 0 ? 5 : 4} title={<Trans context="publish form section">发布时间</Trans>}>
        <PublishTimingFields value={timing} onChange={setTiming} accountCount={accounts.length} timeZone={timeZone} showErrors={showErrors} suggestion={suggestion} />
      </PublishSection>
      <PublishSendBar problems={problems} showProblems={showErrors} sending={create.isPending} disabled={media.uploading} onSend={() => void send()} />
    </Stack>
  );
}
