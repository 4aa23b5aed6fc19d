import {
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_RESEND_SECONDS,
  VERIFICATION_CODE_TTL_SECONDS,
} from "@cdp/contracts";
import type { Clock } from "../../clock.ts";
import { AppError } from "../../http/app-error.ts";
import type { CodePurpose } from "../mail/code-templates.ts";
import { hashVerificationCode, newVerificationCode, sameHash } from "./tokens.ts";
import type { VerificationCodesData } from "./verification-codes.data.ts";

const HOUR_MS = 60 * 60 * 1000;

export type CodeLimits = { perRecipientPerHour: number; perIpPerHour: number };

export type VerificationCodeDeps = {
  data: VerificationCodesData;
  clock: Clock;
  /** Key of the HMAC the codes are stored as. */
  secret: string;
  limits: CodeLimits;
};

export type IssuedCode = { id: string; code: string };

/**
 * The rules of emailed and texted codes: 6 digits, valid 10 minutes, one resend a minute, hourly
 * caps per recipient and per client IP, at most 5 wrong tries, single use.
 */
export function createVerificationCodeService({ data, clock, secret, limits }: VerificationCodeDeps) {
  return {
    /** Creates a code for a recipient, or refuses with a translated reason when a limit is reached. */
    async issue(purpose: CodePurpose, target: string, ip: string | null): Promise<IssuedCode> {
      const now = clock();
      const previous = await data.latest(purpose, target);
      if (previous) {
        const waitMs = previous.createdAt.getTime() + VERIFICATION_CODE_RESEND_SECONDS * 1000 - now.getTime();
        if (waitMs > 0) {
          throw new AppError("RATE_LIMITED", { messageKey: "auth.code.tooSoon", params: { seconds: Math.ceil(waitMs / 1000) } });
        }
      }
      const hourAgo = new Date(now.getTime() - HOUR_MS);
      if ((await data.countForTargetSince(target, hourAgo)) >= limits.perRecipientPerHour) {
        throw new AppError("RATE_LIMITED", { messageKey: "auth.code.targetLimit" });
      }
      if (ip && (await data.countForIpSince(ip, hourAgo)) >= limits.perIpPerHour) {
        throw new AppError("RATE_LIMITED", { messageKey: "auth.code.ipLimit" });
      }
      const code = newVerificationCode();
      const row = await data.create({
        purpose,
        target,
        codeHash: hashVerificationCode(secret, purpose, target, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_SECONDS * 1000),
        ip,
      });
      return { id: row.id, code };
    },

    /** Forgets a code that could not be delivered, so the person can ask again at once. */
    async discard(id: string): Promise<void> {
      await data.remove(id);
    },

    /** Uses up the recipient's current code, or throws why it cannot be used. */
    async consume(purpose: CodePurpose, target: string, code: string): Promise<void> {
      const current = await data.latest(purpose, target);
      if (!current) throw new AppError("BAD_REQUEST", { messageKey: "auth.code.missing" });
      const now = clock();
      if (current.consumedAt || current.expiresAt.getTime() <= now.getTime()) {
        throw new AppError("BAD_REQUEST", { messageKey: "auth.code.expired" });
      }
      if (current.attempts >= VERIFICATION_CODE_MAX_ATTEMPTS) {
        throw new AppError("BAD_REQUEST", { messageKey: "auth.code.exhausted" });
      }
      if (!sameHash(current.codeHash, hashVerificationCode(secret, purpose, target, code))) {
        const attempts = await data.addAttempt(current.id);
        throw new AppError("BAD_REQUEST", {
          messageKey: attempts >= VERIFICATION_CODE_MAX_ATTEMPTS ? "auth.code.exhausted" : "auth.code.wrong",
        });
      }
      if (!(await data.consume(current.id, now, VERIFICATION_CODE_MAX_ATTEMPTS))) {
        throw new AppError("BAD_REQUEST", { messageKey: "auth.code.expired" });
      }
    },
  };
}

export type VerificationCodeService = ReturnType<typeof createVerificationCodeService>;
