import { Box, Skeleton, Text, type HTMLChakraProps } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { LoadFailure } from "../load-failure";
import { PublishTaskCard } from "./publish-task-card";
import type { PublishTaskView } from "./types";

export type PublishTaskListProps = Omit<HTMLChakraProps<"div">, "children"> & {
  tasks: PublishTaskView[];
  /** Placeholder cards instead of the tasks. */
  loading?: boolean;
  /** Why the list could not be loaded. */
  error?: string;
  onRetry?: () => void;
  /**
   * Shown when there are no tasks.
   * @default "暂无发布记录" (translated)
   */
  emptyText?: ReactNode;
  /** Under the empty text, e.g. a link to publish. */
  emptyAction?: ReactNode;
  /**
   * Draws one task, usually a `PublishTaskCard` wired to the app's data and actions.
   * @default a plain `PublishTaskCard`
   */
  renderTask?: (task: PublishTaskView) => ReactNode;
  /**
   * The list's accessible name.
   * @default "发布记录" (translated)
   */
  label?: string;
};

/** The publish records as a list of task cards, with its loading, empty and error states. */
export function PublishTaskList(props: PublishTaskListProps) {
  const { tasks, loading = false, error, onRetry, emptyText, emptyAction, renderTask, label, ...rest } = props;
  const { t } = useLingui();
  const name = label ?? t`发布记录`;

  if (error != null) {
    return <LoadFailure title={t`发布记录加载失败`} message={error} {...(onRetry ? { onRetry } : {})} {...rest} />;
  }
  if (loading) {
    return (
      <Box aria-busy="true" aria-label={name} role="region" display="flex" flexDirection="column" gap="3" {...rest}>
        <Text srOnly>{t`加载中…`}</Text>
        {[0, 1, 2].map((index) => (
          <Box key={index} borderWidth="1px" borderColor="border" borderRadius="l3" padding="4" display="flex" gap="4">
            <Skeleton width="24" height="16" />
            <Box flex="1" display="flex" flexDirection="column" gap="2">
              <Skeleton height="5" width="40%" />
              <Skeleton height="4" width="70%" />
              <Skeleton height="3" width="55%" />
            </Box>
          </Box>
        ))}
      </Box>
    );
  }
  if (tasks.length === 0) {
    return (
      <Box textAlign="center" paddingBlock="12" color="fg.muted" borderWidth="1px" borderStyle="dashed" borderRadius="l3" {...rest}>
        <Text textStyle="sm">{emptyText ?? t`暂无发布记录`}</Text>
        {emptyAction != null && <Box marginTop="3">{emptyAction}</Box>}
      </Box>
    );
  }
  return (
    <Box as="ul" aria-label={name} listStyle="none" display="flex" flexDirection="column" gap="3" {...rest}>
      {tasks.map((task) => (
        <li key={task.id}>{renderTask ? renderTask(task) : <PublishTaskCard task={task} />}</li>
      ))}
    </Box>
  );
}
