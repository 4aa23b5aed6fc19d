import { readFileSync, mkdtempSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Operator } from "../accounts/helpers.ts";
import { serverRoot } from "../../src/paths.ts";

export type VerifyWebhook = (secret: string, header: string, rawBody: string, toleranceSeconds?: number) => boolean;

/** The README's verification recipe, run verbatim: the first ```js block of its "Webhooks" section, as a module. */
export async function readmeRecipe(): Promise<VerifyWebhook> {
  const readme = readFileSync(path.join(serverRoot, "..", "..", "README.md"), "utf8");
  const section = readme.split(/^## Webhooks$/m)[1];
  const code = section?.match(/```js\n([\s\S]*?)```/)?.[1];
  if (!code) throw new Error("README.md has no js block under ## Webhooks");
  const dir = mkdtempSync(path.join(tmpdir(), "cdp-readme-recipe-"));
  try {
    const file = path.join(dir, "recipe.mjs");
    writeFileSync(file, `${code}\nexport { verifyWebhook };\n`);
    return ((await import(pathToFileURL(file).href)) as { verifyWebhook: VerifyWebhook }).verifyWebhook;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const ALL_EVENTS = ["target.succeeded", "target.failed", "task.finished", "account.reauthorization_required"];

/** Registers an endpoint and returns its id and secret (fails the test on refusal). */
export async function registerEndpoint(operator: Operator, url: string, fields: Partial<{ name: string; events: string[]; description: string }> = {}) {
  const response = await operator.post("/api/v1/webhooks", { url, name: fields.name ?? "接收器", events: fields.events ?? ALL_EVENTS, description: fields.description ?? "" });
  const body = response.json();
  if (body.code !== 0) throw new Error(`register failed: ${response.body}`);
  return { id: body.data.endpoint.id as number, secret: body.data.secret as string };
}

export type DeliveryView = { id: number; eventId: string; eventType: string; status: string; attempts: number; statusCode: number | null; error: string | null; response: string | null; durationMs: number | null };

export async function deliveriesOf(operator: Operator, endpointId: number): Promise<DeliveryView[]> {
  return (await operator.get(`/api/v1/webhooks/${endpointId}/deliveries?page=1&pageSize=50`)).json().data.list;
}

/** Polls until `check` answers something truthy (background work: the relay and the queue). */
export async function until<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result) return result;
    if (Date.now() > deadline) throw new Error("the webhook work did not happen in time");
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
