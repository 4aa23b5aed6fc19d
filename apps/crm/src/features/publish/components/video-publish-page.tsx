import { translate, isLocale, DEFAULT_LOCALE, type Platform, type VideoDraftContent } from "@cdp/contracts";
import { targetProblems } from "../model/preflight.ts";
import { ThumbnailCoverPicker } from "@cdp/ui/cover-picker";
import { PageHeader } from "@cdp/ui/page-header";
import { PostTextFields } from "@cdp/ui/post-text-fields";
import {
  EMPTY_TIKTOK_OPTIONS,
  EMPTY_YOUTUBE_OPTIONS,
  tiktokOptionProblems,
  youtubeOptionProblems,
  type TikTokOptions,
  type YouTubeOptions,
} from "@cdp/ui/publish-options-panel";
import { PublishOptionsPanel } from "@cdp/ui/publish-options-panel";
import { PublishSummary, videoSummaryTargets } from "@cdp/ui/publish-summary";
import { DEFAULT_TIMING, intervalSecondsOf, localTimeZone, plannedTimes, PublishTimingFields, startInstant, timingProblems, type PublishTiming } from "@cdp/ui/publish-timing";
import { Uploader, type UploadedFileItem } from "@cdp/ui/uploader";
import { reconcileAssignment, VideoAssignmentTable, type AssignmentRow } from "@cdp/ui/video-assignment-table";
import { Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useRouteName } from "@cdp/app-kit";
import { LibraryPickButton, withLibraryFiles } from "../../../shared/media-library/index.ts";
import { useCreateVideoTask } from "../api/create-video-task.ts";
import { useBestTimeSuggestion } from "../hooks/use-best-times.ts";
import { useDraftedSend } from "../hooks/use-drafted-send.ts";
import { usePublishDraft } from "../hooks/use-publish-draft.ts";
import { draftFiles, restoredAccounts, restoredFiles } from "../model/draft-content.ts";
import { useMediaUpload } from "../hooks/use-media-upload.ts";
import { usePublishTargets } from "../hooks/use-publish-targets.ts";
import { useTikTokCreators } from "../hooks/use-tiktok-creators.ts";
import { tiktokRequestOptions, youtubeRequestOptions } from "../model/post-options.ts";
import { chosenAccounts, inPlatformOrder, platformsOf } from "../model/targets.ts";
import { videoRequests } from "../model/video-requests.ts";
import { AccountsFirst } from "./accounts-first.tsx";
import { DraftHeaderActions, DraftNotices } from "./publish-draft-controls.tsx";
import { PublishSection } from "./publish-section.tsx";
import { PublishSendBar } from "./publish-send-bar.tsx";
import { TargetAccounts } from "./target-accounts.tsx";

/** 视频发布: choose accounts, upload videos, assign them, write the post, set options and timing, send. */
export function VideoPublishPage() {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const routeName = useRouteName();
  const targets = usePublishTargets();
  const { allAccounts, groupId } = targets;
  const [videos, setVideos] = useState<UploadedFileItem[]>([]);
  const [rows, setRows] = useState<AssignmentRow[]>([]);
  const [texts, setTexts] = useState({ title: "", description: "" });
  const [thumbnail, setThumbnail] = useState<UploadedFileItem | null>(null);
  const [tiktok, setTiktok] = useState<TikTokOptions>(EMPTY_TIKTOK_OPTIONS);
  const [youtube, setYoutube] = useState<YouTubeOptions>(EMPTY_YOUTUBE_OPTIONS);
  const [timing, setTiming] = useState<PublishTiming>(DEFAULT_TIMING);
  const [showErrors, setShowErrors] = useState(false);
  const media = useMediaUpload();
  const thumbnailUpload = useMediaUpload();
  const create = useCreateVideoTask();

  const accounts = inPlatformOrder(chosenAccounts(allAccounts, targets.accountIds));
  const platforms = platformsOf(accounts);
  const tiktokAccounts = accounts.filter((account) => account.platform === "tiktok");
  const { creators, state: creatorsState } = useTikTokCreators(tiktokAccounts, allAccounts);
  const videoViews = videos.map((video) => ({ id: video.exportFile, fileName: video.fileName }));
  const assignment = reconcileAssignment(rows, accounts.map((account) => String(account.id)), videoViews.map((video) => video.id));
  const timeZone = localTimeZone();
  const now = new Date();
  const suggestion = useBestTimeSuggestion(accounts, timeZone, now);
  const start = startInstant(timing, now, timeZone) ?? now;
  const times = plannedTimes(start, intervalSecondsOf(timing), accounts.length);
  const summaryTargets = videoSummaryTargets({
    rows: assignment,
    accounts: accounts.map((account) => ({ id: String(account.id), name: account.name, platform: account.platform })),
    videos: videoViews,
    sharedTitle: texts.title,
    sharedDescription: texts.description,
    times,
  }).map((target) => ({
    ...target,
    problems: targetProblems(target, { kind: "video", options: target.platform === "tiktok" ? tiktokRequestOptions(tiktok) : youtubeRequestOptions(youtube), locale }),
  }));
  const brokenTargets = summaryTargets.filter((target) => target.problems.length > 0).length;

  const [thumbnailFile] = thumbnail ? draftFiles([thumbnail], thumbnailUpload.mediaIdOf) : [];
  const draft = usePublishDraft<VideoDraftContent>({
    kind: "video",
    content: {
      kind: "video",
      accountIds: targets.accountIds,
      groupId,
      title: texts.title,
      description: texts.description,
      tiktok,
      timing,
      videos: draftFiles(videos, media.mediaIdOf),
      rows: assignment,
      thumbnail: thumbnailFile ?? null,
      youtube,
    },
    ready: !targets.loading,
    apply: (content, missing) => {
      const chosen = restoredAccounts(content.accountIds, content.groupId, missing);
      targets.restore(chosen.accountIds, chosen.groupId);
      setVideos(restoredFiles(content.videos, missing, media.remember));
      setRows(content.rows.filter((row) => chosen.accountIds.includes(row.accountId)));
      setTexts({ title: content.title, description: content.description });
      setThumbnail(content.thumbnail ? (restoredFiles([content.thumbnail], missing, thumbnailUpload.remember)[0] ?? null) : null);
      setTiktok(content.tiktok);
      setYoutube(content.youtube);
      setTiming(content.timing);
    },
  });
  const sendTasks = useDraftedSend(draft, media.uploading || thumbnailUpload.uploading);

  const problems = [
    accounts.length === 0 && translate(locale, "validation.publish.accounts.required"),
    videos.length === 0 && translate(locale, "validation.publish.videos.required"),
    videos.length > 0 && videos.length < accounts.length && translate(locale, "validation.publish.videos.tooFew"),
    texts.title.trim() === "" && translate(locale, "validation.publish.title.required"),
    tiktokAccounts.length > 0 && tiktokOptionProblems(tiktok, creators).length > 0 && t`请检查 TikTok 发布设置`,
    platforms.includes("youtube") && youtubeOptionProblems(youtube).length > 0 && t`请检查 YouTube 发布设置`,
    timingProblems(timing, now, timeZone).length > 0 && t`请检查发布时间`,
    brokenTargets > 0 && t`${brokenTargets} 个目标不符合平台规则，请在发布前确认中查看`,
  ].filter((problem): problem is string => typeof problem === "string");

  const send = async () => {
    setShowErrors(true);
    if (problems.length > 0) return;
    const optionsFor = (platform: Platform) => (platform === "tiktok" ? tiktokRequestOptions(tiktok) : youtubeRequestOptions(youtube));
    const requests = videoRequests({
      accounts,
      rows: assignment,
      mediaIdOf: media.mediaIdOf,
      title: texts.title,
      description: texts.description,
      groupId,
      intervalSeconds: intervalSecondsOf(timing),
      jitterSeconds: timing.jitterSeconds,
      start,
      startNow: timing.start === "now",
      timeZone,
      optionsFor,
      youtubeCoverMediaId: thumbnail ? thumbnailUpload.mediaIdOf(thumbnail.exportFile) : undefined,
    });
    await sendTasks(async () => {
      const created = [];
      for (const request of requests) created.push(...(await create.mutateAsync(request)).tasks);
      return created;
    });
  };

  // The visible steps are numbered 1, 2, 3… whichever of them are shown.
  const assigning = accounts.length > 0 && videos.length > 0;
  const textsStep = assigning ? 4 : 3;

  return (
    <Stack gap="5">
      <PageHeader routeName={routeName} description={t`一次把多个视频分别发布到多个 TikTok 和 YouTube 账号，按间隔依次发出。`} actions={<DraftHeaderActions draft={draft} />} />
      <DraftNotices draft={draft} />
      <PublishSection step={1} title={<Trans>选择账号</Trans>} hint={<Trans>逐个选择账号，或选择整个分组。</Trans>}>
        <TargetAccounts accounts={allAccounts} groups={targets.groups} loading={targets.loading} value={targets.accountIds} onChange={targets.choose} />
      </PublishSection>
      <PublishSection step={2} title={<Trans>上传视频</Trans>} hint={<Trans>视频数量不能少于所选账号数量，每个账号发布各自的视频。</Trans>}>
        <AccountsFirst ready={accounts.length > 0} legend={t`上传视频`}>
          <Stack gap="3">
            <Uploader accept="video" value={videos} onChange={setVideos} upload={media.upload} maxSizeMb={media.maxSizeMb} label={t`视频文件`} />
            <LibraryPickButton accept="video" value={videos} onChoose={(chosen) => setVideos((current) => withLibraryFiles(current, chosen, media.remember))} />
          </Stack>
        </AccountsFirst>
      </PublishSection>
      {assigning && (
        <PublishSection step={3} title={<Trans>分配视频</Trans>} hint={<Trans>默认按顺序分配，可逐行更换、拖动或随机打乱；展开可为单个账号单独设置标题和描述。</Trans>}>
          <VideoAssignmentTable
            accounts={accounts.map((account) => ({ id: String(account.id), name: account.name, nickname: account.remark || undefined, platform: account.platform }))}
            videos={videoViews}
            value={assignment}
            onChange={setRows}
            sharedTitle={texts.title}
            sharedDescription={texts.description}
          />
        </PublishSection>
      )}
      <PublishSection step={textsStep} title={<Trans>标题与描述</Trans>}>
        <PostTextFields
          title={texts.title}
          description={texts.description}
          onChange={setTexts}
          platforms={platforms.length > 0 ? platforms : ["tiktok"]}
          required
          titleError={showErrors && texts.title.trim() === "" ? translate(locale, "validation.publish.title.required") : undefined}
        />
        {platforms.includes("youtube") && <ThumbnailCoverPicker value={thumbnail} onChange={setThumbnail} upload={thumbnailUpload.upload} />}
      </PublishSection>
      {platforms.length > 0 && (
        <PublishSection step={textsStep + 1} title={<Trans>发布设置</Trans>}>
          <PublishOptionsPanel
            showErrors={showErrors}
            tiktok={
              tiktokAccounts.length > 0
                ? {
                    creators,
                    value: tiktok,
                    onChange: setTiktok,
                    ...creatorsState,
                  }
                : undefined
            }
            youtube={platforms.includes("youtube") ? { value: youtube, onChange: setYoutube } : undefined}
          />
        </PublishSection>
      )}
      <PublishSection step={textsStep + (platforms.length > 0 ? 2 : 1)} title={<Trans context="publish form section">发布时间</Trans>}>
        <PublishTimingFields value={timing} onChange={setTiming} accountCount={accounts.length} timeZone={timeZone} showErrors={showErrors} suggestion={suggestion} />
      </PublishSection>
      {summaryTargets.length > 0 && <PublishSummary targets={summaryTargets} jitterSeconds={timing.jitterSeconds} timeZone={timeZone} />}
      <PublishSendBar problems={problems} showProblems={showErrors} sending={create.isPending} disabled={media.uploading} onSend={() => void send()} />
    </Stack>
  );
}
