import { inflateRawSync } from "node:zlib";

/**
 * Proves an `.xlsx` (a zip) cannot expand past `maxBytes` before anything parses it: every entry
 * of the central directory is inflated with zlib's own output cap, so a zip bomb, lying sizes
 * included, stops at the cap instead of filling memory. Returns false when the archive is over it
 * or is not a readable zip.
 */
export function zipExpandsWithin(archive: Buffer, maxBytes: number, maxEntries = 1000): boolean {
  const end = findEndOfCentralDirectory(archive);
  if (end < 0) return false;
  const entries = archive.readUInt16LE(end + 10);
  let offset = archive.readUInt32LE(end + 16);
  if (entries > maxEntries) return false;
  let total = 0;
  for (let index = 0; index < entries; index += 1) {
    if (offset + 46 > archive.length || archive.readUInt32LE(offset) !== 0x02014b50) return false;
    const method = archive.readUInt16LE(offset + 10);
    const compressedSize = archive.readUInt32LE(offset + 20);
    const nameLength = archive.readUInt16LE(offset + 28);
    const extraLength = archive.readUInt16LE(offset + 30);
    const commentLength = archive.readUInt16LE(offset + 32);
    const localHeader = archive.readUInt32LE(offset + 42);
    offset += 46 + nameLength + extraLength + commentLength;
    if (localHeader + 30 > archive.length || archive.readUInt32LE(localHeader) !== 0x04034b50) return false;
    const dataStart = localHeader + 30 + archive.readUInt16LE(localHeader + 26) + archive.readUInt16LE(localHeader + 28);
    const data = archive.subarray(dataStart, dataStart + compressedSize);
    const remaining = maxBytes - total;
    if (method === 0) {
      total += data.length;
    } else if (method === 8) {
      try {
        total += inflateRawSync(data, { maxOutputLength: Math.max(remaining, 1) }).length;
      } catch {
        return false;
      }
    } else {
      return false;
    }
    if (total > maxBytes) return false;
  }
  return true;
}

function findEndOfCentralDirectory(archive: Buffer): number {
  const earliest = Math.max(0, archive.length - 22 - 0xffff);
  for (let offset = archive.length - 22; offset >= earliest; offset -= 1) {
    if (archive.readUInt32LE(offset) === 0x06054b50) return offset;
  }
  return -1;
}
