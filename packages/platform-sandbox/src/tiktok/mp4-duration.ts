const MARKER = Buffer.from("mvhd");
/** Bytes needed from the start of the `mvhd` type field to read a version-1 duration. */
const NEEDED = 36;

/**
 * Finds an MP4 movie header (`mvhd`) in a byte stream fed chunk by chunk and reads the duration in
 * seconds, keeping only a few bytes between chunks. A box-size check keeps random bytes from matching.
 */
export type Mp4DurationScanner = {
  feed(chunk: Buffer): void;
  seconds(): number | null;
  /** An independent scanner in the same state (to try a chunk that may break off). */
  copy(): Mp4DurationScanner;
};

export function createMp4DurationScanner(start: { carry: Buffer; seconds: number | null } = { carry: Buffer.alloc(0), seconds: null }): Mp4DurationScanner {
  let carry = start.carry;
  let seconds = start.seconds;

  const readAt = (buffer: Buffer, at: number): number | null | "more" => {
    if (at < 4) return null;
    if (buffer.length < at + NEEDED) return "more";
    const boxSize = buffer.readUInt32BE(at - 4);
    const version = buffer[at + 4];
    if (version === 0 && boxSize === 108) {
      const timescale = buffer.readUInt32BE(at + 16);
      return timescale > 0 ? buffer.readUInt32BE(at + 20) / timescale : null;
    }
    if (version === 1 && boxSize === 120) {
      const timescale = buffer.readUInt32BE(at + 24);
      return timescale > 0 ? Number(buffer.readBigUInt64BE(at + 28)) / timescale : null;
    }
    return null;
  };

  return {
    feed(chunk: Buffer) {
      if (seconds !== null) return;
      const buffer = Buffer.concat([carry, chunk]);
      let from = 0;
      for (;;) {
        const at = buffer.indexOf(MARKER, from);
        if (at < 0) break;
        const found = readAt(buffer, at);
        if (found === "more") {
          carry = buffer.subarray(at - 4);
          return;
        }
        if (found !== null) {
          seconds = found;
          return;
        }
        from = at + 1;
      }
      carry = Buffer.from(buffer.subarray(Math.max(0, buffer.length - 7)));
    },
    seconds: () => seconds,
    copy: () => createMp4DurationScanner({ carry, seconds }),
  };
}
