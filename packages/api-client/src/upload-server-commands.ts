import type { BrowserCommand } from "vitest/node";
import { startUploadServer, type Reply } from "./test-server.ts";

type Server = Awaited<ReturnType<typeof startUploadServer>>;
/** `signaturePath`: `UPLOAD_SIGNATURE_PATH` (passed in: the config that loads this file cannot load the contracts' TypeScript). */
export type UploadServerOptions = { signaturePath: string; storage?: Pick<Reply, "bytesPerSecond" | "delayMs"> };
export type ReceivedRequest = { method: string; url: string; bytes: number };

const servers = new Map<string, Server>();

/**
 * Browser commands (they run in Node, called from the tests in Chromium through `commands` of
 * `vitest/browser`): a storage host on loopback with the signature endpoint that points at it.
 */
export const uploadServerCommands = {
  startUploadServer: async (_context, { signaturePath, storage }: UploadServerOptions) => {
    const server = await startUploadServer(signaturePath, { status: 200, body: "", ...storage });
    servers.set(server.baseURL, server);
    return server.baseURL;
  },
  uploadServerReceived: (_context, baseURL: string): ReceivedRequest[] =>
    (servers.get(baseURL)?.received ?? []).map(({ method, url, body }) => ({ method, url: url.split("?")[0] ?? url, bytes: body.length })),
  stopUploadServer: async (_context, baseURL: string) => {
    await servers.get(baseURL)?.close();
    servers.delete(baseURL);
  },
} satisfies Record<string, BrowserCommand<never[]>>;
