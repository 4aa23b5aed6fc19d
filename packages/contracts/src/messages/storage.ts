// Kept apart from `storage.ts` (its zod schemas): the messages table loads on every page, zod only with a form.
/** Copy for registering a direct upload. */
export const storageMessagesZh = {
  "storage.complete.notYourFolder": "只能登记上传到你自己文件夹中的文件",
  "storage.complete.notUploaded": "没有找到上传的文件，请重新上传",
  "storage.complete.tooLarge": "文件超过当前套餐的上传大小上限，已删除",
  "storage.complete.typeMismatch": "文件内容与文件类型不符，已删除",
  "storage.complete.commaInName": "文件名不能包含逗号",
  "media.delete.inUse": "该素材正被 {count} 个等待或分发中的发布使用，无法删除",
} as const;
