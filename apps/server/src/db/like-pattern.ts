/** A LIKE pattern matching texts that contain `keyword`, its `%`, `_` and `\` taken literally. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
