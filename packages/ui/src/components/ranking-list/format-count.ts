/**
 * A count (views, likes, fans) for display. In Chinese, 10 000 and more is shown in 万 / 亿
 * (`12.35万`), as Chinese readers expect; smaller numbers, and every number in other languages,
 * get thousands separators (`9,999`, `1,234,567`).
 */
export function formatCount(value: number, locale: string): string {
  if (locale.startsWith("zh") && Math.abs(value) >= 10_000) {
    return new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 2 }).format(value);
  }
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}
