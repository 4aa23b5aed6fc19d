const UNITS = ["B", "KB", "MB", "GB"] as const;

/** Bytes as a short readable size: `512 B`, `1.5 KB`, `20 MB`. */
export function formatFileSize(bytes: number): string {
  let size = Math.max(0, bytes);
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 || size >= 100 ? Math.round(size) : Math.round(size * 10) / 10;
  return `${rounded} ${UNITS[unit]}`;
}
