export { system } from "./system";
export { appShellRecipe, pageHeaderRecipe } from "./recipes";
