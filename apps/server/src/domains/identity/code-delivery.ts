import { VERIFICATION_CODE_TTL_SECONDS, type Locale } from "@cdp/contracts";
import { AppError } from "../../http/app-error.ts";
import { codeEmail, codeSms, type CodePurpose } from "../mail/code-templates.ts";
import type { Mailer, SmsSender } from "../mail/delivery.ts";
import type { IssuedCode, VerificationCodeService } from "./verification-codes.service.ts";

export type CodeRequestContext = { ip: string | null; locale: Locale };
export type DeliveryOptions = {
  /**
   * False to create the code (so limits and timing are the same) without sending it: used when the
   * recipient has no account, so the answer does not reveal which accounts exist.
   * @default true
   */
  deliver?: boolean;
};

const TTL_MINUTES = VERIFICATION_CODE_TTL_SECONDS / 60;

/** Issues a code under the code rules and sends it by email or SMS in the caller's language. */
export function createCodeDelivery(deps: { codes: Pick<VerificationCodeService, "issue" | "discard">; mailer: Mailer; sms: SmsSender }) {
  async function send(issued: IssuedCode, transmit: (code: string) => Promise<void>) {
    try {
      await transmit(issued.code);
    } catch (error) {
      await deps.codes.discard(issued.id);
      throw new AppError("SERVICE_UNAVAILABLE", { messageKey: "auth.delivery.failed", cause: error });
    }
  }

  return {
    async email(purpose: CodePurpose, to: string, context: CodeRequestContext, options: DeliveryOptions = {}): Promise<void> {
      const issued = await deps.codes.issue(purpose, to, context.ip);
      if (options.deliver === false) return;
      await send(issued, (code) => deps.mailer.send({ to, locale: context.locale, ...codeEmail(purpose, code, context.locale, TTL_MINUTES) }));
    },
    async sms(purpose: CodePurpose, to: string, context: CodeRequestContext, options: DeliveryOptions = {}): Promise<void> {
      const issued = await deps.codes.issue(purpose, to, context.ip);
      if (options.deliver === false) return;
      await send(issued, (code) => deps.sms.send({ to, locale: context.locale, text: codeSms(purpose, code, context.locale, TTL_MINUTES) }));
    },
  };
}

export type CodeDelivery = ReturnType<typeof createCodeDelivery>;
