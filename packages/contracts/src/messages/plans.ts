/** Copy for plans: 兑换码, upgrade requests, the billing cycle. */
// Keys a browser may look up: the shared rules' validation messages.
export const planMessagesZh = {
  "validation.plan.name": "请选择正确的套餐",
  "validation.plan.code.required": "请输入兑换码",
  "validation.plan.note.tooLong": "备注最多200个字符",
  "validation.plan.duration": "时长须为1到3660天",
  "validation.plan.count": "数量须为1到100",
  "plan.code.invalid": "兑换码无效或已被使用",
  "validation.settings.feature": "请选择正确的功能",
  "validation.settings.reclaimAction": "请选择回收方式",
  "validation.settings.warningDays": "提醒后的等待天数须为1到60天",
} as const;

// Worded by the server and sent as `msg`: browsers never look these up, so they do not download
// them (package.json maps `#server-messages` to empty tables under the browser condition).
export const planServerMessagesZh = {
  "plan.code.redeemed": "兑换成功",
  "plan.request.pending": "已有待审核的升级申请",
  "plan.request.sent": "升级申请已提交，请等待管理员审核",
  "plan.request.notPending": "该申请已处理",
  "plan.downgrade.notPaid": "当前为免费版，无需降级",
  "plan.downgrade.scheduled": "套餐将在本周期结束后降级为免费版，已支付费用不予退还",
} as const;
