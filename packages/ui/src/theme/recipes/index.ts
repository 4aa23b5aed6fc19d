import { appShellRecipe } from "./app-shell";
import { pageHeaderRecipe } from "./page-header";

/** Registered with the system under these keys; components look them up with `useSlotRecipe({ key })`. */
export const slotRecipes = {
  appShell: appShellRecipe,
  pageHeader: pageHeaderRecipe,
};

export { appShellRecipe, pageHeaderRecipe };
