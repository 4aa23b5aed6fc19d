import type { TableRowProps } from "@chakra-ui/react";
import { Avatar, Badge, Box, Button, chakra, IconButton, NativeSelect, Table, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { ArrowDown, ArrowUp, ChevronDown, ChevronRight, GripVertical } from "lucide-react";
import { useThemeSlotRecipe } from "../../theme/use-theme-slot-recipe";
import { PlatformTag } from "../platform-tag";
import { chooseVideo, moveVideo, type AssignmentRow } from "./assignment";
import { OverrideFields } from "./override-fields";
import type { AssignmentAccount, AssignmentVideo } from "./types";

export type AssignmentTableRowProps = {
  /** Every row, as the table shows them: changes are computed on the whole assignment. */
  rows: AssignmentRow[];
  index: number;
  account: AssignmentAccount;
  videos: AssignmentVideo[];
  /** The name of the account that has a video now, if any. */
  holderOf: (videoId: string) => string | undefined;
  expanded: boolean;
  onToggle: () => void;
  /** The id of the overrides panel. */
  panelId: string;
  sharedTitle: string;
  sharedDescription: string;
  onChange: (rows: AssignmentRow[]) => void;
  /** The drag-and-drop handlers and state of the row. */
  dragProps: Pick<TableRowProps, "draggable" | "onDragStart" | "onDragOver" | "onDrop" | "onDragEnd"> & { "data-drop-target"?: string };
};

/** One account ← video row: its video (select, move up or down, drag), and its own texts when expanded. */
export function AssignmentTableRow(props: AssignmentTableRowProps) {
  const { rows, index, account, videos, holderOf, expanded, onToggle, panelId, sharedTitle, sharedDescription, onChange, dragProps } = props;
  const { t } = useLingui();
  const styles = useThemeSlotRecipe("videoAssignmentTable")();
  const row = rows[index]!;
  const name = account.name;
  const video = row.videoId != null ? videos.find((candidate) => candidate.id === row.videoId) : undefined;
  const overridden = row.title != null || row.description != null;

  return (
    <>
      <Table.Row css={styles.row} {...dragProps}>
        <Table.Cell>
          <Box display="flex" alignItems="center" gap="1">
            <Box asChild css={styles.grip} aria-hidden="true">
              <GripVertical />
            </Box>
            {index + 1}
          </Box>
        </Table.Cell>
        <Table.Cell>
          <Box css={styles.account}>
            <Avatar.Root size="xs" aria-hidden="true">
              <Avatar.Fallback name={name} />
              {account.avatarUrl && <Avatar.Image src={account.avatarUrl} alt="" />}
            </Avatar.Root>
            <Box css={styles.accountText}>
              <Text as="span" css={styles.name} title={name}>
                {name}
              </Text>
              {account.nickname && (
                <Text as="span" css={styles.nickname} title={account.nickname}>
                  {account.nickname}
                </Text>
              )}
            </Box>
            <PlatformTag platform={account.platform} showName={false} />
          </Box>
        </Table.Cell>
        <Table.Cell>
          <Box css={styles.video}>
            {video?.thumbnailUrl && <chakra.img src={video.thumbnailUrl} alt="" css={styles.thumb} />}
            <NativeSelect.Root size="sm" minWidth="10rem">
              <NativeSelect.Field
                aria-label={t`${name} 的视频`}
                aria-invalid={row.videoId == null || undefined}
                value={row.videoId ?? ""}
                onChange={(event) => onChange(chooseVideo(rows, row.accountId, event.currentTarget.value || null))}
              >
                {row.videoId == null && <option value="">{t`未分配视频`}</option>}
                {videos.map((option) => {
                  const holder = option.id === row.videoId ? undefined : holderOf(option.id);
                  const fileName = option.fileName;
                  return (
                    <option key={option.id} value={option.id}>
                      {holder ? t`${fileName}（与 ${holder} 交换）` : fileName}
                    </option>
                  );
                })}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
        </Table.Cell>
        <Table.Cell>
          <Box css={styles.moves}>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={t`上移 ${name} 的视频`}
              disabled={index === 0}
              onClick={() => onChange(moveVideo(rows, index, -1))}
            >
              <ArrowUp />
            </IconButton>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={t`下移 ${name} 的视频`}
              disabled={index === rows.length - 1}
              onClick={() => onChange(moveVideo(rows, index, 1))}
            >
              <ArrowDown />
            </IconButton>
          </Box>
        </Table.Cell>
        <Table.Cell>
          <Button
            size="xs"
            variant="ghost"
            aria-expanded={expanded}
            aria-controls={expanded ? panelId : undefined}
            aria-label={t`单独设置：${name} 的标题和描述`}
            onClick={onToggle}
          >
            {expanded ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
            {t`单独设置`}
          </Button>
          {overridden && (
            <Badge size="sm" colorPalette="brand" marginStart="1">
              {t`已单独设置`}
            </Badge>
          )}
        </Table.Cell>
      </Table.Row>
      {expanded && (
        <Table.Row>
          <Table.Cell colSpan={5}>
            <OverrideFields
              id={panelId}
              platform={account.platform}
              accountName={name}
              title={row.title}
              description={row.description}
              sharedTitle={sharedTitle}
              sharedDescription={sharedDescription}
              onChange={(texts) =>
                onChange(rows.map((other) => (other.accountId === row.accountId ? { ...other, ...texts } : other)))
              }
            />
          </Table.Cell>
        </Table.Row>
      )}
    </>
  );
}
