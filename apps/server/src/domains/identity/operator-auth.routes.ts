import {
  acceptInvitationRequestSchema,
  bindPhoneRequestSchema,
  changePasswordRequestSchema,
  emailCodeRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  smsCodeRequestSchema,
  smsLoginRequestSchema,
  translate,
  updateNickNameRequestSchema,
  userInfoSchema,
} from "@cdp/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf } from "../../http/auth-guard.ts";
import { crmOk } from "../../http/envelope.ts";
import { requestContext } from "../../http/request-context.ts";
import { apiResponses } from "../../http/route-schemas.ts";
import type { OperatorAuthService } from "./operator-auth.service.ts";

const tags = ["crm"];
const publicRoute = { public: true } as const;

/** The operators' sign-up, sign-in and session endpoints under /api/v1/user (code 0 = success). */
export const operatorAuthRoutes: FastifyPluginAsyncZod<{ auth: OperatorAuthService }> = async (app, { auth }) => {
  app.post(
    "/user/sendRegEmailCode",
    {
      config: publicRoute,
      schema: {
        operationId: "crmSendRegisterEmailCode",
        tags,
        summary: "Email a registration code (refused for registered emails; one a minute)",
        body: emailCodeRequestSchema,
        response: apiResponses(z.null()),
      },
    },
    async (request) => {
      const context = requestContext(request);
      await auth.requestRegisterCode(request.body.email, context);
      return crmOk(null, translate(context.locale, "auth.code.sent"));
    },
  );

  app.post(
    "/user/reg",
    {
      config: publicRoute,
      schema: {
        operationId: "crmRegister",
        tags,
        summary: "Register an operator with email, password and the emailed code",
        body: registerRequestSchema,
        response: apiResponses(z.null()),
      },
    },
    async (request) => {
      await auth.register(request.body);
      return crmOk(null, translate(requestContext(request).locale, "auth.registered"));
    },
  );

  app.post(
    "/user/login",
    {
      config: publicRoute,
      schema: {
        operationId: "crmLogin",
        tags,
        summary: "Sign in with account (email or bound mobile) and password; returns tokenValue",
        body: loginRequestSchema,
        response: apiResponses(loginResponseSchema),
      },
    },
    async (request) => {
      const context = requestContext(request);
      const data = await auth.login(request.body.account, request.body.password, context);
      return crmOk(data, translate(context.locale, "auth.loginSucceeded"));
    },
  );

  app.post(
    "/user/sendLoginSmsCode",
    {
      config: publicRoute,
      schema: {
        operationId: "crmSendLoginSmsCode",
        tags,
        summary: "Text a sign-in code to a mobile number bound to an operator",
        body: smsCodeRequestSchema,
        response: apiResponses(z.null()),
      },
    },
    async (request) => {
      const context = requestContext(request);
      await auth.requestSmsLoginCode(request.body.phone, context);
      return crmOk(null, translate(context.locale, "auth.code.sent"));
    },
  );

  app.post(
    "/user/smsLogin",
    {
      config: publicRoute,
      schema: {
        operationId: "crmSmsLogin",
        tags,
        summary: "Sign in with a bound mobile number and the texted code; returns tokenValue",
        body: smsLoginRequestSchema,
        response: apiResponses(loginResponseSchema),
      },
    },
    async (request) => {
      const context = requestContext(request);
      const data = await auth.smsLogin(request.body.phone, request.body.code, context);
      return crmOk(data, translate(context.locale, "auth.loginSucceeded"));
    },
  );

  app.post(
    "/user/sendResetPasswordEmailCode",
    {
      config: publicRoute,
      schema: {
        operationId: "crmSendResetPasswordEmailCode",
        tags,
        summary: "Email a password reset code (the answer does not say whether the email is registered)",
        body: emailCodeRequestSchema,
        response: apiResponses(z.null()),
      },
    },
    async (request) => {
      const context = requestContext(request);
      await auth.requestPasswordResetCode(request.body.email, context);
      return crmOk(null, translate(context.locale, "auth.code.sent"));
    },
  );

  app.post(
    "/user/resetPassword",
    {
      config: publicRoute,
      schema: {
        operationId: "crmResetPassword",
        tags,
        summary: "Set a new password with the emailed code; signs the operator out everywhere",
        body: resetPasswordRequestSchema,
        response: apiResponses(z.null()),
      },
    },
    async (request) => {
      await auth.resetPassword(request.body);
      return crmOk(null, translate(requestContext(request).locale, "auth.passwordChanged"));
    },
  );

  app.post(
    "/user/acceptInvitation",
    {
      config: publicRoute,
      schema: {
        operationId: "crmAcceptInvitation",
        tags,
        summary: "Set an invited operator's password with the emailed link's token (single use, 7 days); returns tokenValue",
        body: acceptInvitationRequestSchema,
        response: apiResponses(loginResponseSchema),
      },
    },
    async (request) => {
      const context = requestContext(request);
      const data = await auth.acceptInvitation(request.body, context);
      return crmOk(data, translate(context.locale, "auth.invitation.accepted"));
    },
  );

  app.get(
    "/user/getUserInfo",
    {
      schema: {
        operationId: "crmGetUserInfo",
        tags,
        summary: "The signed-in operator (kept by the app in session storage as userInfo)",
        response: apiResponses(userInfoSchema),
      },
    },
    async (request) => crmOk(await auth.userInfo(principalOf(request))),
  );

  app.post(
    "/user/changePassword",
    {
      schema: {
        operationId: "crmChangePassword",
        tags,
        summary: "Change the password; every session of the operator ends, this one included",
        body: changePasswordRequestSchema,
        response: apiResponses(z.null()),
      },
    },
    async (request) => {
      await auth.changePassword(principalOf(request), request.body);
      return crmOk(null, translate(requestContext(request).locale, "auth.passwordChanged"));
    },
  );

  app.post(
    "/user/sendBindPhoneSmsCode",
    {
      schema: {
        operationId: "crmSendBindPhoneSmsCode",
        tags,
        summary: "Text a code to the mobile number the operator wants to bind",
        body: smsCodeRequestSchema,
        response: apiResponses(z.null()),
      },
    },
    async (request) => {
      const context = requestContext(request);
      await auth.requestBindPhoneCode(principalOf(request), request.body.phone, context);
      return crmOk(null, translate(context.locale, "auth.code.sent"));
    },
  );

  app.post(
    "/user/bindPhone",
    {
      schema: {
        operationId: "crmBindPhone",
        tags,
        summary: "Bind a mobile number (for SMS sign-in) with the texted code",
        body: bindPhoneRequestSchema,
        response: apiResponses(z.null()),
      },
    },
    async (request) => {
      await auth.bindPhone(principalOf(request), request.body.phone, request.body.code);
      return crmOk(null, translate(requestContext(request).locale, "success.saved"));
    },
  );

  app.post(
    "/user/updateNickName",
    {
      schema: {
        operationId: "crmUpdateNickName",
        tags,
        summary: "Change the signed-in operator's nickname (trimmed, 1–20 characters); returns the updated user info",
        body: updateNickNameRequestSchema,
        response: apiResponses(userInfoSchema),
      },
    },
    async (request) => {
      const data = await auth.updateNickName(principalOf(request), request.body.nickName);
      return crmOk(data, translate(requestContext(request).locale, "auth.nickNameChanged"));
    },
  );

  app.post(
    "/user/logout",
    {
      schema: {
        operationId: "crmLogout",
        tags,
        summary: "Sign out: the token stops working at once",
        response: apiResponses(z.null()),
      },
    },
    async (request) => {
      await auth.logout(principalOf(request));
      return crmOk(null, translate(requestContext(request).locale, "auth.loggedOut"));
    },
  );
};
