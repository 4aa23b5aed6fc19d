/**
 * A likes / views / fans count in the table: short, in the reader's own units (`1.2万` in
 * Chinese, `12K` in English), exact below a thousand.
 */
export function formatStat(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { notation: "compact" }).format(value);
}
