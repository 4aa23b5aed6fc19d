/** Just enough MIME to read a message nodemailer wrote: headers, multipart parts, QP and base64 bodies. */
export type MimePart = { headers: Record<string, string>; body: string };

export function parseMime(raw: string): MimePart & { parts: MimePart[] } {
  const part = splitPart(raw);
  const boundary = part.headers["content-type"]?.match(/boundary="?([^";]+)"?/)?.[1];
  if (!boundary) return { ...part, body: decodeBody(part), parts: [] };
  const parts = part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith("--"))
    .map((chunk) => {
      const inner = splitPart(chunk.replace(/^\r?\n/, ""));
      return { headers: inner.headers, body: decodeBody(inner) };
    });
  return { ...part, parts };
}

function splitPart(raw: string): MimePart {
  const index = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, index).replace(/\r?\n[ \t]+/g, " ");
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(index).replace(/^\r?\n\r?\n/, "") };
}

function decodeBody(part: MimePart): string {
  const encoding = part.headers["content-transfer-encoding"]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = part.body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, "%25"));
  }
  return part.body;
}

/** Decodes `=?UTF-8?B?…?=` / `=?UTF-8?Q?…?=` words in a header. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeURIComponent(text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, "%$1")),
    );
}
