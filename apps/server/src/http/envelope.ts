import { ADMIN_SUCCESS_CODE, CRM_SUCCESS_CODE, translate, type Envelope, type Locale } from "@cdp/contracts";

/** A CRM API success: `{ code: 0, msg, data }`. */
export function crmOk<T>(data: T, msg = "ok"): Envelope<T> {
  return { code: CRM_SUCCESS_CODE, msg, data };
}

/** An admin API success: `{ code: 1, msg, data }`; the admin app toasts `msg` (保存成功) on saves. */
export function adminOk<T>(data: T, locale: Locale, msg = translate(locale, "success.ok")): Envelope<T> {
  return { code: ADMIN_SUCCESS_CODE, msg, data };
}
