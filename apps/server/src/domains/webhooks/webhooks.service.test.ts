import { describe, expect, it } from "vitest";
import { AppError } from "../../http/app-error.ts";
import type { WebhooksData } from "./webhooks.data.ts";
import { createWebhooksService } from "./webhooks.service.ts";

/** The URL rules of production, before anything is stored (the data is never reached). */
const production = createWebhooksService({
  data: {} as WebhooksData,
  settings: { requireHttps: true, guardAddresses: true },
  secrets: { seal: (value) => value, open: (value) => value },
  clock: () => new Date(),
  enqueue: async () => undefined,
});

async function refusal(url: string): Promise<string | undefined> {
  try {
    await production.create(1, { url, name: "x", events: ["task.finished"] });
  } catch (error) {
    return error instanceof AppError ? error.messageKey : String(error);
  }
  return undefined;
}

describe("webhook URLs in production", () => {
  it("take https only", async () => {
    expect(await refusal("http://hooks.example.com/cdp")).toBe("webhook.httpsRequired");
  });

  it("refuse loopback, private and metadata address literals", async () => {
    for (const url of ["https://127.0.0.1/", "https://10.0.0.8/", "https://169.254.169.254/", "https://[::1]/", "https://[fe80::1]/"]) expect(await refusal(url), url).toBe("webhook.addressRefused");
  });
});
