/** Copy for linked accounts and account groups (zh-CN verbatim where the spec gives it). */
// Keys a browser may look up: the shared rules' validation messages.
export const accountMessagesZh = {
  "validation.account.remark.tooLong": "账号昵称最多50个字符",
  "validation.accountGroup.name.required": "请输入分组名称",
  "validation.accountGroup.name.tooLong": "分组名称最多30个字符",
  "validation.accountGroup.remark.tooLong": "分组备注最多200个字符",
  "validation.accountGroup.accounts.required": "请选择账号",
} as const;

// Worded by the server and sent as `msg`: browsers never look these up, so they do not download
// them (package.json maps `#server-messages` to empty tables under the browser condition).
export const accountServerMessagesZh = {
  "accounts.limitReached": "当前套餐最多绑定{max}个账号，请升级套餐后继续绑定",
  "accounts.alreadyLinkedElsewhere": "该账号已被其他用户绑定",
  "accounts.linked": "账号授权成功",
  "accounts.unbound": "账号已解绑",
  "accounts.reconnectNeeded": "账号授权已失效，请重新授权",
  "accounts.link.expired": "二维码已过期，请重新获取",
  "accounts.link.denied": "授权已被拒绝",
  "accounts.link.failed": "授权失败，请重试",
  "accounts.link.stateInvalid": "授权链接已失效，请重新发起授权",
  "accounts.platform.notConfigured": "该平台尚未配置应用凭据",
  "accounts.tokenExpiring": "账号授权即将过期，请重新授权",
  "accounts.link.pageSuccess": "授权成功，可以关闭此页面",
  "accounts.link.pageFailure": "授权失败：{reason}",
  "accounts.keep.tooMany": "当前套餐最多保留{max}个可用账号",
  "accounts.keep.saved": "已保存，其余账号为只读",
  "accounts.readOnly": "超出当前套餐的账号数量，此账号为只读（数据保留）。请选择要保留的账号或升级套餐",
  "accountGroup.nameTaken": "分组名称已存在",
} as const;
