import { isCancel } from "axios";
import { afterEach, expect, it, vi } from "vitest";
import { commands } from "vitest/browser";
import { createCrmClient } from "./crm-client.ts";
import type { ReceivedRequest, UploadServerOptions } from "./upload-server-commands.ts";
import { createUploader, UPLOAD_SIGNATURE_PATH } from "./upload.ts";

declare module "vitest/browser" {
  interface BrowserCommands {
    startUploadServer: (options: UploadServerOptions) => Promise<string>;
    uploadServerReceived: (baseURL: string) => Promise<ReceivedRequest[]>;
    stopUploadServer: (baseURL: string) => Promise<void>;
  }
}

// In Chromium: jsdom reports an upload's progress only once its answer has come, a browser as the
// bytes leave. The storage host reads slowly, so the upload takes about a second; the file is larger
// than what the loopback connection's buffers take at once.
const FILE_BYTES = 32 * 1024 * 1024;
const bigFile = () => new File([new Uint8Array(FILE_BYTES)], "big.mp4", { type: "video/mp4" });

let baseURL: string | undefined;
afterEach(async () => {
  if (baseURL) await commands.stopUploadServer(baseURL);
  baseURL = undefined;
});

async function uploader(storage: UploadServerOptions["storage"]) {
  baseURL = await commands.startUploadServer({ signaturePath: UPLOAD_SIGNATURE_PATH, storage });
  const client = createCrmClient({ baseURL, getLocale: () => "en", getToken: () => "tok-1", loginPath: "/login", onUnauthorized: vi.fn() });
  return createUploader(client, { getLocale: () => "en" });
}

it("reports the form's progress while the bytes leave the browser, in whole percents that only grow", async () => {
  const upload = await uploader({ bytesPerSecond: FILE_BYTES });
  const reported: number[] = [];

  await upload(bigFile(), (percent) => reported.push(percent), new AbortController().signal);

  expect(reported.some((percent) => percent > 0 && percent < 100)).toBe(true);
  expect(reported.every((percent, index) => Number.isInteger(percent) && percent >= (reported[index - 1] ?? 0))).toBe(true);
  expect(reported.at(-1)).toBe(100);
  expect(await commands.uploadServerReceived(baseURL!)).toContainEqual({ method: "POST", url: "/storage/upload", bytes: expect.any(Number) });
});

it("stops the upload part way through when the signal fires: the storage host never gets the whole form", async () => {
  const upload = await uploader({ bytesPerSecond: FILE_BYTES / 4 });
  const controller = new AbortController();
  const progress = vi.fn((percent: number) => {
    if (percent > 0) controller.abort();
  });

  const error = await upload(bigFile(), progress, controller.signal).catch((e: unknown) => e);

  expect(isCancel(error)).toBe(true);
  expect(progress).toHaveBeenCalled();
  expect(progress.mock.calls.every(([percent]) => percent < 100)).toBe(true);
  expect((await commands.uploadServerReceived(baseURL!)).map((request) => request.url)).not.toContain("/storage/upload");
});
