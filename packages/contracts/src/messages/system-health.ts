/** Copy of the administrators' system health page (系统状态). */
export const systemHealthMessagesZh = {
  "systemHealth.item.notStuck": "该发布项已不再卡住（已在处理或已结束），无需重试",
  "systemHealth.item.retried": "已重新排队，将由工作进程继续处理",
};
