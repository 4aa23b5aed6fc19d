import { Button, HStack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";

type RowActionsProps = {
  /** What the row is called, for the buttons' accessible names (编辑 {name}, 删除 {name}). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Actions shown before 编辑. */
  children?: ReactNode;
};

/** A table row's 编辑 and 删除 buttons (and any before them), named after the row. */
export function RowActions({ name, onEdit, onDelete, children }: RowActionsProps) {
  const { t } = useLingui();
  return (
    <HStack gap="1" justify="end">
      {children}
      <Button size="xs" variant="ghost" aria-label={t`编辑 ${name}`} onClick={onEdit}>
        <Trans>编辑</Trans>
      </Button>
      <Button size="xs" variant="ghost" colorPalette="red" aria-label={t`删除 ${name}`} onClick={onDelete}>
        <Trans>删除</Trans>
      </Button>
    </HStack>
  );
}
