import {
  adminLoginRequestSchema,
  adminLoginResponseSchema,
  adminRegisterRequestSchema,
  adminRegistrationConfigSchema,
  adminSessionSchema,
  changePasswordRequestSchema,
  emailCodeRequestSchema,
  translate,
} from "@cdp/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf } from "../../http/auth-guard.ts";
import { adminOk } from "../../http/envelope.ts";
import { requestContext } from "../../http/request-context.ts";
import { apiResponses } from "../../http/route-schemas.ts";
import type { AdminAuthService } from "./admin-auth.service.ts";

const tags = ["admin"];
const publicRoute = { public: true } as const;

/** The spec's administrator endpoints under /admin/api/v1/user (code 1 = success). */
export const adminAuthRoutes: FastifyPluginAsyncZod<{ auth: AdminAuthService }> = async (app, { auth }) => {
  app.post(
    "/user/login",
    {
      config: publicRoute,
      schema: {
        operationId: "adminLogin",
        tags,
        summary: "Sign in with account + password, or email + the code from sendLoginEmailCode",
        body: adminLoginRequestSchema,
        response: apiResponses(adminLoginResponseSchema),
      },
    },
    async (request) => {
      const context = requestContext(request);
      return adminOk(await auth.login(request.body, context), context.locale, translate(context.locale, "auth.loginSucceeded"));
    },
  );

  app.get(
    "/user/regConfig",
    {
      config: publicRoute,
      schema: {
        operationId: "adminRegistrationConfig",
        tags,
        summary: "Whether administrators may register themselves (ADMIN_SELF_REGISTRATION), so the login page can offer it",
        response: apiResponses(adminRegistrationConfigSchema),
      },
    },
    async (request) => {
      const { locale } = requestContext(request);
      return adminOk(auth.registrationConfig(), locale);
    },
  );

  app.post(
    "/user/reg",
    {
      config: publicRoute,
      schema: {
        operationId: "adminRegister",
        tags,
        summary: "Register an administrator (only when ADMIN_SELF_REGISTRATION=true)",
        body: adminRegisterRequestSchema,
        response: apiResponses(z.null()),
      },
    },
    async (request) => {
      const { locale } = requestContext(request);
      await auth.register(request.body);
      return adminOk(null, locale, translate(locale, "auth.registered"));
    },
  );

  app.post(
    "/user/sendRegEmailCode",
    {
      config: publicRoute,
      schema: {
        operationId: "adminSendRegisterEmailCode",
        tags,
        summary: "Email an administrator registration code (only when self-registration is on)",
        body: emailCodeRequestSchema,
        response: apiResponses(z.null()),
      },
    },
    async (request) => {
      const context = requestContext(request);
      await auth.sendRegisterCode(request.body.email, context);
      return adminOk(null, context.locale, translate(context.locale, "auth.code.sent"));
    },
  );

  app.post(
    "/user/sendLoginEmailCode",
    {
      config: publicRoute,
      schema: {
        operationId: "adminSendLoginEmailCode",
        tags,
        summary: "Email a sign-in code to an administrator (same answer for unknown addresses)",
        body: emailCodeRequestSchema,
        response: apiResponses(z.null()),
      },
    },
    async (request) => {
      const context = requestContext(request);
      await auth.sendLoginCode(request.body.email, context);
      return adminOk(null, context.locale, translate(context.locale, "auth.code.sent"));
    },
  );

  app.get(
    "/user/getUserInfo",
    {
      schema: {
        operationId: "adminGetUserInfo",
        tags,
        summary: "The session values the admin app keeps (allToken, loginDeptType, channelId, adminId, …)",
        response: apiResponses(adminSessionSchema),
      },
    },
    async (request) => {
      const { locale } = requestContext(request);
      return adminOk(await auth.sessionInfo(principalOf(request)), locale);
    },
  );

  app.post(
    "/user/changePassword",
    {
      schema: {
        operationId: "adminChangePassword",
        tags,
        summary: "Change the administrator's own password; every session of that administrator ends, this one included",
        body: changePasswordRequestSchema,
        response: apiResponses(z.null()),
      },
    },
    async (request) => {
      const { locale } = requestContext(request);
      await auth.changePassword(principalOf(request), request.body);
      return adminOk(null, locale, translate(locale, "auth.passwordChanged"));
    },
  );

  app.get(
    "/user/logout",
    {
      config: { audit: "write" },
      schema: {
        operationId: "adminLogout",
        tags,
        summary: "Sign out: the token stops working at once",
        response: apiResponses(z.null()),
      },
    },
    async (request) => {
      const { locale } = requestContext(request);
      await auth.logout(principalOf(request));
      return adminOk(null, locale, translate(locale, "auth.loggedOut"));
    },
  );
};
