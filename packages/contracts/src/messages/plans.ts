/** Copy for plans: 兑换码, upgrade requests, the billing cycle. */
export const planMessagesZh = {
  "validation.plan.name": "请选择正确的套餐",
  "validation.plan.code.required": "请输入兑换码",
  "validation.plan.note.tooLong": "备注最多200个字符",
  "validation.plan.duration": "时长须为1到3660天",
  "validation.plan.count": "数量须为1到100",
  "plan.code.invalid": "兑换码无效或已被使用",
  "plan.code.redeemed": "兑换成功",
  "plan.request.pending": "已有待审核的升级申请",
  "plan.request.sent": "升级申请已提交，请等待管理员审核",
  "plan.request.notPending": "该申请已处理",
  "plan.downgrade.notPaid": "当前为免费版，无需降级",
  "plan.downgrade.scheduled": "套餐将在本周期结束后降级为免费版，已支付费用不予退还",
} as const;

export const planMessagesEn: Record<keyof typeof planMessagesZh, string> = {
  "validation.plan.name": "Choose a valid plan.",
  "validation.plan.code.required": "Enter a redeem code.",
  "validation.plan.note.tooLong": "The note can be at most 200 characters.",
  "validation.plan.duration": "The duration must be 1 to 3660 days.",
  "validation.plan.count": "The count must be 1 to 100.",
  "plan.code.invalid": "This redeem code is not valid or has already been used.",
  "plan.code.redeemed": "Code redeemed.",
  "plan.request.pending": "You already have an upgrade request waiting for review.",
  "plan.request.sent": "Upgrade request sent. An administrator will review it.",
  "plan.request.notPending": "This request has already been handled.",
  "plan.downgrade.notPaid": "You are on the free plan: there is nothing to downgrade.",
  "plan.downgrade.scheduled": "Your plan becomes the free plan when this cycle ends. Prepaid fees are not refunded.",
};
