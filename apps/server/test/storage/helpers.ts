import { randomBytes } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { UploadSignature } from "@cdp/contracts";
import type { TestRuntime } from "../test-runtime.ts";

export type FormFile = { name: string; content: Buffer; fieldName?: string };

/** A multipart/form-data body with the fields in order and the file last (as OSS requires). */
export function multipartForm(fields: Record<string, string>, file?: FormFile): { payload: Buffer; contentType: string } {
  const boundary = `----cdp${randomBytes(8).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.fieldName ?? "file"}"; filename="${file.name}"\r\n` +
          "Content-Type: application/octet-stream\r\n\r\n",
      ),
      file.content,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The form fields the CRM app posts for `name` with a signature: key = dir + timestamp + '=-=' + name. */
export function uploadFields(signature: UploadSignature, name: string, overrides: Record<string, string> = {}) {
  return {
    OSSAccessKeyId: signature.accessid,
    policy: signature.policy,
    signature: signature.signature,
    key: `${signature.dir}${Date.now()}${randomBytes(2).toString("hex")}=-=${name}`,
    success_action_status: "200",
    ...overrides,
  };
}

export async function getSignature(runtime: TestRuntime, token: string, headers: Record<string, string> = {}): Promise<UploadSignature> {
  const response = await runtime.app.inject({
    method: "GET",
    url: "/qscrm/userCenter/systemOss/systemOssByUrl_v2?url=http%3A%2F%2Flocalhost%3A3000",
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
  if (response.statusCode !== 200) throw new Error(`signature failed: ${response.body}`);
  return response.json().data as UploadSignature;
}

export async function postForm(runtime: TestRuntime, fields: Record<string, string>, file?: FormFile, url = "/storage/upload") {
  const form = multipartForm(fields, file);
  return runtime.app.inject({ method: "POST", url, payload: form.payload, headers: { "content-type": form.contentType } });
}

/** Every file under the storage root (temp files included), relative, sorted. */
export function storedFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else found.push(path.relative(root, full).split(path.sep).join("/"));
    }
  };
  walk(root);
  return found.sort();
}
