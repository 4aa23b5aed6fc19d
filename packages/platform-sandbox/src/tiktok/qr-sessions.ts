import { findCreator, type TiktokContext } from "./context.ts";
import { issueCode } from "./grants.ts";
import type { TiktokQrSession } from "./state.ts";
import { own } from "../shared/own.ts";

/** QR transitions as the person on the phone makes them (the scan page and the test hooks share them). */
export type QrStep = { ok: true; session: TiktokQrSession } | { ok: false; reason: "unknown" | "expired" | "wrong_state" | "unknown_creator" };

function openSession(context: TiktokContext, token: string): QrStep {
  const session = own(context.state.qrSessions, token);
  if (!session) return { ok: false, reason: "unknown" };
  if (qrExpired(context, session)) return { ok: false, reason: "expired" };
  return { ok: true, session };
}

export function scanQrSession(context: TiktokContext, token: string, clientTicket: string, openId: string | null = null): QrStep {
  const step = openSession(context, token);
  if (!step.ok) return step;
  if (step.session.status !== "new" && step.session.status !== "scanned") return { ok: false, reason: "wrong_state" };
  if (openId !== null && !findCreator(context, openId)) return { ok: false, reason: "unknown_creator" };
  step.session.status = "scanned";
  step.session.clientTicket = clientTicket;
  if (openId !== null) step.session.openId = openId;
  return step;
}

export function confirmQrSession(context: TiktokContext, token: string, openId: string | null = null): QrStep {
  const step = openSession(context, token);
  if (!step.ok) return step;
  const session = step.session;
  if (session.status !== "scanned") return { ok: false, reason: "wrong_state" };
  const who = openId ?? session.openId;
  if (!who || !findCreator(context, who)) return { ok: false, reason: "unknown_creator" };
  session.openId = who;
  session.code = issueCode(context, { openId: who, scopes: session.scopes, redirectUri: null, codeChallenge: null });
  session.status = "confirmed";
  return step;
}

export function denyQrSession(context: TiktokContext, token: string): QrStep {
  const step = openSession(context, token);
  if (!step.ok) return step;
  if (step.session.status !== "new" && step.session.status !== "scanned") return { ok: false, reason: "wrong_state" };
  step.session.status = "denied";
  return step;
}

export function qrExpired(context: TiktokContext, session: TiktokQrSession): boolean {
  const open = session.status === "new" || session.status === "scanned";
  return open && context.deps.now() > session.createdAt + context.settings.qrTtlMs;
}
