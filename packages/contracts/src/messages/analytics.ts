/** Copy for 数据分析 and 权限管理. */
// Keys a browser may look up: the shared rules' validation messages.
export const analyticsMessagesZh = {
  "validation.analytics.month": "请选择正确的月份",
  "validation.analytics.span": "请选择近6个月、近12个月或近24个月",
  "validation.analytics.range": "请选择开始和结束月份，最长36个月",
  "validation.bestTimes.accountIds": "请选择1至100个账号",
  "validation.bestTimes.timeZone": "时区无效",
} as const;

// Worded by the server and sent as `msg`: browsers never look these up, so they do not download
// them (package.json maps `#server-messages` to empty tables under the browser condition).
export const analyticsServerMessagesZh = {
  "analytics.groupNotFound": "分组不存在",
  "analytics.accountNotFound": "账号不存在",
  "analytics.export.views": "播放量",
  "analytics.export.likes": "点赞数",
  "analytics.export.fans": "粉丝数",
  "analytics.export.month": "月份",
  "analytics.export.gapDays": "缺失天数",
  "analytics.export.rank": "排名",
  "analytics.export.movement": "排名变化",
  "analytics.export.account": "账号",
  "analytics.export.platform": "平台",
  "analytics.export.weekViews": "近7天播放量",
  "analytics.export.previousViews": "上周播放量",
  "analytics.export.title": "标题",
  "analytics.export.publishedAt": "发布时间",
  "analytics.export.comments": "评论数",
  "analytics.export.shares": "分享数",
  "analytics.export.trendSheet": "月度趋势",
  "analytics.export.rankingSheet": "周排行",
  "analytics.export.topPostsSheet": "热门作品",
  "analytics.bestTimes.tooFewPosts": "过去 {days} 天只有 {count} 条有数据的作品，至少需要 {min} 条",
  "analytics.bestTimes.noPosts": "过去 {days} 天还没有有数据的作品，至少需要 {min} 条",
  "analytics.bestTimes.noRepeatedHour": "过去 {days} 天的 {count} 条作品分散在不同时段，还没有哪个时段有至少 {perHour} 条作品",
} as const;
