export { readUserName, USER_INFO_STORAGE_KEY } from "./user-info.ts";
export { readToken, storeToken, storeUserInfo } from "./session.ts";
export { getUserInfo, useRefreshUserInfo, userInfoQueryOptions, useSignedInUser } from "./user-info-query.ts";
