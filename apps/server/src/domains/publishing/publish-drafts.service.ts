import { draftFilesOf, PUBLISH_DRAFTS_MAX, publishDraftContentSchema, type PublishDraftContent, type PublishDraftKind } from "@cdp/contracts";
import type { Clock } from "../../clock.ts";
import { AppError } from "../../http/app-error.ts";
import type { DraftValues, PublishDraftsData } from "./publish-drafts.data.ts";
import type { PublishTargetsData } from "./publishing-targets.data.ts";

const notFound = () => new AppError("NOT_FOUND", { messageKey: "publish.draft.notFound" });

function valuesOf(content: PublishDraftContent): DraftValues {
  const files = content.kind === "video" ? content.videos : content.images;
  return { kind: content.kind, title: content.title.trim().slice(0, 200), accountCount: content.accountIds.length, mediaCount: files.length, content };
}

/** Drafts of the publish screens: saved as the operator goes, opened with the parts that are gone since named. */
export function createPublishDraftsService(deps: { drafts: PublishDraftsData; targets: Pick<PublishTargetsData, "accountsOf" | "mediaOf">; clock: Clock }) {
  const { drafts, targets, clock } = deps;
  return {
    list: (userId: number, kind?: PublishDraftKind) => drafts.list(userId, kind),

    async open(userId: number, id: number) {
      const row = await drafts.find(userId, id);
      if (!row) throw notFound();
      // Stored as checked then; a draft of an older shape is refused by name, never answered as a 5xx.
      const parsed = publishDraftContentSchema.safeParse(row.content);
      if (!parsed.success) throw new AppError("BAD_REQUEST", { messageKey: "publish.draft.outdated" });
      const content = parsed.data;
      const accountIds = content.accountIds.map(Number);
      const mediaIds = [...new Set(draftFilesOf(content).map((file) => file.mediaId))];
      const [accounts, files] = await Promise.all([targets.accountsOf(userId, accountIds), targets.mediaOf(userId, mediaIds)]);
      const live = new Set(accounts.filter((account) => account.status === "active").map((account) => account.id));
      const stored = new Set(files.map((file) => file.id));
      return {
        id: row.id,
        content,
        updatedAt: row.updatedAt,
        missing: { accountIds: content.accountIds.filter((accountId) => !live.has(Number(accountId))), mediaIds: mediaIds.filter((mediaId) => !stored.has(mediaId)) },
      };
    },

    async create(userId: number, content: PublishDraftContent) {
      const saved = await drafts.create(userId, valuesOf(content), clock());
      if (!saved) throw new AppError("BAD_REQUEST", { messageKey: "publish.draft.tooMany", params: { max: PUBLISH_DRAFTS_MAX } });
      return saved;
    },

    /** A draft keeps its kind: a video draft is never overwritten by the image screen. */
    async update(userId: number, id: number, content: PublishDraftContent) {
      const saved = await drafts.update(userId, id, valuesOf(content), clock());
      if (saved) return saved;
      const existing = await drafts.find(userId, id);
      if (!existing) throw notFound();
      throw new AppError("BAD_REQUEST", { messageKey: "publish.draft.kindChanged" });
    },

    async remove(userId: number, id: number) {
      if (!(await drafts.remove(userId, id))) throw notFound();
    },
  };
}

export type PublishDraftsService = ReturnType<typeof createPublishDraftsService>;
