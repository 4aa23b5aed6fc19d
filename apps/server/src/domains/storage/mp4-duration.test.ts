import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { open } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readMp4Duration } from "./mp4-duration.ts";

const dir = mkdtempSync(path.join(tmpdir(), "cdp-mp4-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function box(type: string, ...children: Buffer[]): Buffer {
  const body = Buffer.concat(children);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
}

const ftyp = () => box("ftyp", Buffer.from("isom\0\0\x02\0isomiso2mp41", "latin1"));

function mvhd(version: 0 | 1, timescale: number, duration: number | bigint): Buffer {
  const body = Buffer.alloc(version === 0 ? 100 : 112);
  body[0] = version;
  if (version === 0) {
    body.writeUInt32BE(timescale, 12);
    body.writeUInt32BE(Number(duration), 16);
  } else {
    body.writeUInt32BE(timescale, 20);
    body.writeBigUInt64BE(BigInt(duration), 24);
  }
  return box("mvhd", body);
}

const moov = (header: Buffer) => box("moov", box("iods", Buffer.alloc(16)), header, box("trak", box("tkhd", Buffer.alloc(84))));

function write(name: string, ...parts: Buffer[]): string {
  const file = path.join(dir, name);
  writeFileSync(file, Buffer.concat(parts));
  return file;
}

describe("readMp4Duration", () => {
  it("reads a version 0 mvhd of a faststart file (moov before mdat)", async () => {
    const file = write("fast.mp4", ftyp(), moov(mvhd(0, 1000, 12_345)), box("mdat", Buffer.alloc(4096, 7)));
    expect(await readMp4Duration(file)).toBe(12.345);
  });

  it("reads a version 1 mvhd when moov comes after the media data", async () => {
    const file = write("end.mp4", ftyp(), box("free"), box("mdat", Buffer.alloc(64 * 1024, 1)), moov(mvhd(1, 90_000, 90_000n * 3600n)));
    expect(await readMp4Duration(file)).toBe(3600);
  });

  it("skips a 64-bit mdat past 4 GB to the moov at the end, reading only box headers", async () => {
    const file = path.join(dir, "huge.mp4");
    const mdatSize = 5 * 1024 ** 3;
    const mdatHeader = Buffer.alloc(16);
    mdatHeader.writeUInt32BE(1, 0); // the size is in the 64-bit largesize field
    mdatHeader.write("mdat", 4, "latin1");
    mdatHeader.writeBigUInt64BE(BigInt(mdatSize), 8);
    const head = Buffer.concat([ftyp(), mdatHeader]);
    // A sparse file: 5 GB long on paper, a few kilobytes on disk.
    const handle = await open(file, "w");
    try {
      await handle.write(head, 0, head.length, 0);
      const tail = moov(mvhd(0, 600, 600 * 95));
      await handle.write(tail, 0, tail.length, ftyp().length + mdatSize);
    } finally {
      await handle.close();
    }
    expect(await readMp4Duration(file)).toBe(95);
  });

  it("is null for a file without moov, an unknown duration, a zero timescale and broken boxes", async () => {
    expect(await readMp4Duration(write("no-moov.mp4", ftyp(), box("mdat", Buffer.alloc(100))))).toBeNull();
    expect(await readMp4Duration(write("unknown.mp4", ftyp(), moov(mvhd(0, 1000, 0xffffffff))))).toBeNull();
    expect(await readMp4Duration(write("zero-scale.mp4", ftyp(), moov(mvhd(0, 0, 100))))).toBeNull();
    const overlong = ftyp();
    overlong.writeUInt32BE(1_000_000, 0); // claims more bytes than the file has
    expect(await readMp4Duration(write("broken.mp4", overlong, moov(mvhd(0, 1000, 5000))))).toBeNull();
    expect(await readMp4Duration(write("tiny.mp4", Buffer.from("ftyp")))).toBeNull();
  });
});
