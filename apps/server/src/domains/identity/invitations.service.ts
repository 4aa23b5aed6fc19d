import { INVITATION_TTL_DAYS, type Locale } from "@cdp/contracts";
import type { Clock } from "../../clock.ts";
import { AppError } from "../../http/app-error.ts";
import type { Mailer } from "../mail/delivery.ts";
import { invitationEmail } from "../mail/invitation-template.ts";
import type { InvitationRow, InvitationsData } from "./invitations.data.ts";
import { hashSessionToken, newSessionToken } from "./tokens.ts";
import type { UsersData } from "./users.data.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export const INVITATION_PATH = "/invite";

export type InvitationDeps = {
  data: InvitationsData;
  users: Pick<UsersData, "findByEmail">;
  mailer: Mailer;
  clock: Clock;
  /** The origin operators open the CRM on (PUBLIC_URL, else this server's own address). */
  crmOrigin: () => string;
};

const invalid = () => new AppError("BAD_REQUEST", { messageKey: "auth.invitation.invalid" });

/** Invitation links: a random single-use token (stored hashed) valid 7 days, the newest one only. */
export function createInvitationService({ data, users, mailer, clock, crmOrigin }: InvitationDeps) {
  return {
    /** Emails an active operator a new link; earlier links stop working. Unknown or deleted operators get nothing. */
    async send(email: string, locale: Locale): Promise<void> {
      const user = await users.findByEmail(email);
      if (!user || user.status !== "active") return;
      const token = newSessionToken();
      const now = clock();
      await data.replace({ userId: user.id, tokenHash: hashSessionToken(token), createdAt: now, expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS) });
      const link = `${crmOrigin()}${INVITATION_PATH}?token=${token}`;
      await mailer.send({ to: user.email, locale, ...invitationEmail(link, locale, INVITATION_TTL_DAYS) });
    },

    /** The invitation a token opens, or the bilingual "used, expired or replaced" refusal. */
    async find(token: string): Promise<InvitationRow> {
      const found = await data.findUsable(hashSessionToken(token), clock());
      if (!found) throw invalid();
      return found;
    },

    /** Uses the invitation up; refused when another request used it first or it expired meanwhile. */
    async use(invitation: InvitationRow): Promise<void> {
      if (!(await data.markUsed(invitation.id, clock()))) throw invalid();
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
