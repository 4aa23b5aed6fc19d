import { open, type FileHandle } from "node:fs/promises";

/** Box headers looked at before giving up on a file (a real MP4 has a handful at the top level). */
const MAX_BOXES = 256;

type BoxHeader = { type: string; start: number; headerSize: number; end: number };

/** Positioned reads over a file of `size` bytes (a local file, or ranged GETs of a bucket object). */
export type ByteSource = { size: number; read(position: number, length: number): Promise<Buffer> };

/**
 * The duration in seconds of an MP4/MOV file from its `moov/mvhd` box (timescale and duration,
 * version 0 or 1), or null when the file has none or it says "unknown". Reads box headers with
 * positioned reads only, so `moov` at the end of a multi-gigabyte file costs a few small reads.
 */
export async function readMp4Duration(filePath: string): Promise<number | null> {
  const file = await open(filePath, "r");
  try {
    const { size } = await file.stat();
    return await readMp4DurationFrom({ size, read: (position, length) => readAt(file, position, length) });
  } finally {
    await file.close();
  }
}

export async function readMp4DurationFrom(source: ByteSource): Promise<number | null> {
  const moov = await findBox(source, "moov", 0, source.size);
  if (!moov) return null;
  const mvhd = await findBox(source, "mvhd", moov.start + moov.headerSize, moov.end);
  return mvhd ? await readMvhdDuration(source, mvhd) : null;
}

/** The first box of `type` among the sibling boxes laid out in [from, to). */
async function findBox(source: ByteSource, type: string, from: number, to: number): Promise<BoxHeader | null> {
  let offset = from;
  for (let i = 0; i < MAX_BOXES && offset + 8 <= to; i += 1) {
    const box = await readBoxHeader(source, offset, to);
    if (!box) return null;
    if (box.type === type) return box;
    offset = box.end;
  }
  return null;
}

async function readBoxHeader(source: ByteSource, start: number, limit: number): Promise<BoxHeader | null> {
  const bytes = await source.read(start, Math.min(16, limit - start));
  if (bytes.length < 8) return null;
  const size32 = bytes.readUInt32BE(0);
  const type = bytes.toString("latin1", 4, 8);
  let size = size32;
  let headerSize = 8;
  if (size32 === 1) {
    // 64-bit "largesize" follows the type.
    if (bytes.length < 16) return null;
    size = Number(bytes.readBigUInt64BE(8));
    headerSize = 16;
  } else if (size32 === 0) {
    size = limit - start; // the box runs to the end of its container
  }
  if (size < headerSize || start + size > limit) return null;
  return { type, start, headerSize, end: start + size };
}

async function readMvhdDuration(source: ByteSource, box: BoxHeader): Promise<number | null> {
  const body = await source.read(box.start + box.headerSize, Math.min(32, box.end - box.start - box.headerSize));
  const version = body[0];
  // version(1) flags(3), then creation and modification times (4 or 8 bytes each), timescale(4), duration(4 or 8).
  let timescale: number;
  let duration: number;
  if (version === 0 && body.length >= 20) {
    timescale = body.readUInt32BE(12);
    const raw = body.readUInt32BE(16);
    if (raw === 0xffffffff) return null;
    duration = raw;
  } else if (version === 1 && body.length >= 32) {
    timescale = body.readUInt32BE(20);
    const raw = body.readBigUInt64BE(24);
    if (raw === 0xffffffffffffffffn) return null;
    duration = Number(raw);
  } else {
    return null;
  }
  if (timescale === 0) return null;
  return Math.round((duration / timescale) * 1000) / 1000;
}

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}
