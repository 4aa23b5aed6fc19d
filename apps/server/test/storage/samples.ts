/** Small files of each accepted format: just enough bytes for the magic-byte and size checks. */
function png(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write("IHDR", 4, "ascii");
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 6, 0, 0, 0], 16);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr, Buffer.alloc(64)]);
}

function jpeg(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, ...Buffer.from("JFIF\0"), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof0 = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof0, Buffer.alloc(32), Buffer.from([0xff, 0xd9])]);
}

function gif(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.write("GIF89a", 0, "ascii");
  header.writeUInt16LE(width, 6);
  header.writeUInt16LE(height, 8);
  return Buffer.concat([header, Buffer.from([0x3b])]);
}

function ts(packets: number): Buffer {
  const bytes = Buffer.alloc(188 * packets);
  for (let i = 0; i < packets; i += 1) bytes[i * 188] = 0x47;
  return bytes;
}

/** An mp4 of `size` bytes: an `ftyp` box, then zeros. */
export function mp4(size = 4096): Buffer {
  const bytes = Buffer.alloc(size);
  bytes.writeUInt32BE(24, 0);
  bytes.write("ftypisom", 4, "ascii");
  return bytes;
}

function box(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, "ascii");
  return Buffer.concat([header, body]);
}

/** An mp4 whose movie header says `seconds` long, with its moov after the media data (not faststart). */
export function mp4OfDuration(seconds: number): Buffer {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // timescale: milliseconds
  mvhd.writeUInt32BE(Math.round(seconds * 1000), 16);
  return Buffer.concat([mp4(24), box("mdat", Buffer.alloc(2048, 9)), box("moov", box("mvhd", mvhd))]);
}

export const sample = {
  png: png(3, 2),
  jpeg: jpeg(8, 6),
  gif: gif(5, 4),
  mp4: mp4(),
  rmvb: Buffer.concat([Buffer.from(".RMF\0\0\0\x12", "latin1"), Buffer.alloc(64)]),
  avi: Buffer.concat([Buffer.from("RIFF\0\0\0\0AVI LIST", "latin1"), Buffer.alloc(64)]),
  ts: ts(3),
};
