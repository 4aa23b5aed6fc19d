/** Test media, not a playable video: bytes with a version-0 `mvhd` box (timescale 1000) at `offset`. */
export function fakeMp4(size: number, offset: number, durationMs: number): Buffer {
  const bytes = Buffer.alloc(size, 7);
  bytes.writeUInt32BE(108, offset);
  bytes.write("mvhd", offset + 4, "latin1");
  bytes.writeUInt32BE(0, offset + 8);
  bytes.writeUInt32BE(1000, offset + 20);
  bytes.writeUInt32BE(durationMs, offset + 24);
  return bytes;
}
