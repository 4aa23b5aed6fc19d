import { Alert, Box, Button, Table, Text, type HTMLChakraProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { ListOrdered, Shuffle } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useThemeSlotRecipe } from "../../theme/use-theme-slot-recipe";
import {
  assignInOrder,
  missingVideoCount,
  reconcileAssignment,
  shuffleAssignment,
  swapVideos,
  type AssignmentRow,
} from "./assignment";
import { AssignmentTableRow } from "./assignment-table-row";
import type { AssignmentAccount, AssignmentVideo } from "./types";

export type VideoAssignmentTableProps = Omit<HTMLChakraProps<"div">, "onChange" | "defaultValue"> & {
  /** The chosen accounts, in the order they post. */
  accounts: AssignmentAccount[];
  /** The uploaded videos, in upload order. */
  videos: AssignmentVideo[];
  /**
   * The assignment (controlled). Rows are brought up to date with `accounts` and `videos` by
   * `reconcileAssignment`, so an empty array means "in order".
   */
  value: AssignmentRow[];
  /** Called with every row, reconciled, after any change. */
  onChange: (rows: AssignmentRow[]) => void;
  /** The post's shared title: the placeholder of the per-account title. */
  sharedTitle?: string;
  /** The post's shared description: the placeholder of the per-account description. */
  sharedDescription?: string;
  /**
   * The random source of the shuffle, numbers in [0, 1).
   * @default Math.random
   */
  random?: () => number;
  /**
   * The table's accessible name.
   * @default "视频分配" (translated)
   */
  label?: string;
};

/**
 * Which video each chosen account posts: in upload order by default; any row can take another video
 * (the two accounts swap), move it up or down, or the whole table can be shuffled. It holds the
 * spec's rule that there must be at least as many videos as accounts, and each account's own title
 * and description (collapsed until asked for) with counters at the platform's limits.
 */
export function VideoAssignmentTable(props: VideoAssignmentTableProps) {
  const { accounts, videos, value, onChange, sharedTitle = "", sharedDescription = "", random, label, ...rest } = props;
  const { t } = useLingui();
  const styles = useThemeSlotRecipe("videoAssignmentTable")();
  const idBase = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  // Dragging a row onto another swaps their videos (the select and the move buttons do the same by keyboard).
  const dragFrom = useRef<number | null>(null);
  const [dropOn, setDropOn] = useState<number | null>(null);
  const endDrag = () => {
    dragFrom.current = null;
    setDropOn(null);
  };
  const accountIds = accounts.map((account) => account.id);
  const videoIds = videos.map((video) => video.id);
  const rows = reconcileAssignment(value, accountIds, videoIds);
  const missing = missingVideoCount(accounts.length, videos.length);
  const unused = Math.max(0, videos.length - accounts.length);
  const accountCount = accounts.length;
  const videoCount = videos.length;
  const accountById = new Map(accounts.map((account) => [account.id, account]));
  const holderOf = (videoId: string) => accountById.get(rows.find((row) => row.videoId === videoId)?.accountId ?? "")?.name;
  const toggle = (accountId: string) =>
    setOpen((ids) => {
      const next = new Set(ids);
      if (!next.delete(accountId)) next.add(accountId);
      return next;
    });

  if (accounts.length === 0) {
    return (
      <Box css={styles.root} {...rest}>
        <Text css={styles.empty}>{t`请先选择账号，再上传视频`}</Text>
      </Box>
    );
  }

  return (
    <Box css={styles.root} {...rest}>
      <Box css={styles.toolbar}>
        <Text css={styles.summary}>{t`已选 ${accountCount} 个账号，已上传 ${videoCount} 个视频`}</Text>
        <Box display="flex" gap="2">
          <Button size="xs" variant="outline" onClick={() => onChange(assignInOrder(accountIds, videoIds))} disabled={videos.length === 0}>
            <ListOrdered aria-hidden="true" /> {t`按顺序分配`}
          </Button>
          <Button size="xs" variant="outline" onClick={() => onChange(shuffleAssignment(rows, videoIds, random))} disabled={videos.length < 2}>
            <Shuffle aria-hidden="true" /> {t`随机分配`}
          </Button>
        </Box>
      </Box>

      {missing > 0 && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t`上传的视频数量不能少于所选账号数量`}</Alert.Title>
            <Alert.Description>{t`还需上传 ${missing} 个视频，每个账号发布各自的视频。`}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {unused > 0 && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t`有 ${unused} 个视频未分配，不会发布。`}</Alert.Title>
        </Alert.Root>
      )}

      <Table.ScrollArea>
        <Table.Root size="sm" aria-label={label ?? t`视频分配`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader width="3rem">{t`顺序`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`账号`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`视频`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`调整`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`标题和描述`}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row, index) => (
              <AssignmentTableRow
                key={row.accountId}
                rows={rows}
                index={index}
                account={accountById.get(row.accountId)!}
                videos={videos}
                holderOf={holderOf}
                expanded={open.has(row.accountId)}
                onToggle={() => toggle(row.accountId)}
                panelId={`${idBase}-${row.accountId}-texts`}
                sharedTitle={sharedTitle}
                sharedDescription={sharedDescription}
                onChange={onChange}
                dragProps={{
                  draggable: row.videoId != null,
                  "data-drop-target": dropOn === index ? "" : undefined,
                  onDragStart: (event) => {
                    event.dataTransfer.effectAllowed = "move";
                    event.dataTransfer.setData("text/plain", row.accountId);
                    dragFrom.current = index;
                  },
                  onDragOver: (event) => {
                    if (dragFrom.current == null) return;
                    event.preventDefault();
                    event.dataTransfer.dropEffect = "move";
                    setDropOn(dragFrom.current === index ? null : index);
                  },
                  onDrop: (event) => {
                    event.preventDefault();
                    if (dragFrom.current != null && dragFrom.current !== index) onChange(swapVideos(rows, dragFrom.current, index));
                    endDrag();
                  },
                  onDragEnd: endDrag,
                }}
              />
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}
