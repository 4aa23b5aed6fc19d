import { apiErrorMessage } from "@cdp/api-client";
import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "react-router-dom";
import { toaster } from "../../../shared/components/toaster/index.ts";

export const RECORDS_PATH = "/CRM/dataSend/record";

/**
 * Sends a publish screen's tasks: on success runs `onSent` (the draft is done with), says so and opens
 * 发布记录 on the first task; on failure says why and stays.
 */
export function useSendTasks(onSent?: () => Promise<void>) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return async (createTasks: () => Promise<{ id: number }[]>) => {
    let tasks: { id: number }[];
    try {
      tasks = await createTasks();
    } catch (error) {
      toaster.create({ type: "error", title: t`发布失败`, description: apiErrorMessage(error, t`请稍后重试`) });
      return;
    }
    await onSent?.();
    toaster.create({ type: "success", title: t`已提交发布`, description: t`可在发布记录中查看每个账号的进度` });
    void navigate(`${RECORDS_PATH}${tasks[0] ? `?open=${tasks[0].id}` : ""}`);
  };
}
