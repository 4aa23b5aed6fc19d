import { ADMIN_TASK_SORT_KEYS, type AdminTaskSortKey } from "@cdp/contracts";
import { Button, HStack, NativeSelect } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowUpNarrowWide } from "lucide-react";
import type { TaskSort } from "../hooks/use-task-query.ts";

/** 排序: what the task cards are ordered by, and 升序 as a toggle (off: largest or newest first). */
export function TaskSortControl({ value, onChange }: { value: TaskSort; onChange: (value: TaskSort) => void }) {
  const { t } = useLingui();
  const labels: Record<AdminTaskSortKey, string> = {
    createdAt: t`创建时间`,
    operatedAt: t`操作时间`,
    // The queue table's 任务名称 is a job's name; here it is a publish task's.
    name: t({ message: "任务名称", context: "publish task" }),
    itemsFailed: t`失败数`,
    owner: t`所属用户`,
  };
  const ascending = value.sortOrder === "asc";
  return (
    <HStack gap="2" role="group" aria-label={t`排序`}>
      <NativeSelect.Root size="sm" width="9rem">
        <NativeSelect.Field
          aria-label={t`排序方式`}
          value={value.sortBy}
          onChange={(event) => {
            const sortBy = ADMIN_TASK_SORT_KEYS.find((key) => key === event.currentTarget.value);
            if (sortBy) onChange({ ...value, sortBy });
          }}
        >
          {ADMIN_TASK_SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {labels[key]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button size="sm" variant={ascending ? "subtle" : "outline"} aria-pressed={ascending} onClick={() => onChange({ ...value, sortOrder: ascending ? "desc" : "asc" })}>
        <ArrowUpNarrowWide aria-hidden="true" />
        <Trans>升序</Trans>
      </Button>
    </HStack>
  );
}
