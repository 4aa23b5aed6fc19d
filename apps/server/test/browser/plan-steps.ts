// The plan journeys' shared steps: what an administrator and the development tools do around the browser.
import { DEFAULT_ADMIN } from "../../src/domains/identity/seed.ts";

type Answer = { data: { tokenValue?: string; list?: { code: string }[] } };

async function postJson(url: string, body: object, token?: string): Promise<Answer> {
  const answer = await fetch(url, { method: "POST", headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  return (await answer.json()) as Answer;
}

/** An administrator issues a redeem code for the paid plan over the admin API. */
export async function issueRedeemCode(baseUrl: string, durationDays = 30): Promise<string> {
  const admin = await postJson(`${baseUrl}/admin/api/v1/user/login`, { account: DEFAULT_ADMIN.email, password: DEFAULT_ADMIN.password });
  return (await postJson(`${baseUrl}/admin/api/v1/plan/redeem-codes`, { durationDays }, admin.data.tokenValue)).data.list![0]!.code;
}

/** Runs the server's clock `offsetMs` ahead of the real one (the dev clock, outside production). */
export async function moveServerClock(baseUrl: string, offsetMs: number): Promise<void> {
  const answer = await fetch(`${baseUrl}/dev/clock`, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify({ offsetMs }) });
  if (!answer.ok) throw new Error(`the dev clock refused ${offsetMs}: ${answer.status} ${await answer.text()}`);
}

/** Runs a scheduled job now; resolves once the server says it completed. */
export async function runScheduledJob(baseUrl: string, name: string): Promise<void> {
  const answer = await fetch(`${baseUrl}/dev/jobs/${name}`, { method: "POST" });
  const body = (await answer.json()) as { state?: string };
  if (answer.status !== 200 || body.state !== "completed") throw new Error(`${name} did not complete: ${answer.status} ${JSON.stringify(body)}`);
}
