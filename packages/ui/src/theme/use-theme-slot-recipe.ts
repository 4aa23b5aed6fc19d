import {
  useSlotRecipe,
  type RecipeVariantMap,
  type RecipeVariantProps,
  type SlotRecipeConfig,
  type SystemSlotRecipeFn,
} from "@chakra-ui/react";
import type { slotRecipes } from "./recipes";

type SlotRecipes = typeof slotRecipes;
type SlotRecipeFnOf<R> =
  R extends SlotRecipeConfig<infer S, infer T> ? SystemSlotRecipeFn<S, RecipeVariantProps<R>, RecipeVariantMap<T>> : never;

/** Variant props of one of the library's registered slot recipes, e.g. `SlotRecipeVariants<"pageHeader">`. */
export type SlotRecipeVariants<K extends keyof SlotRecipes> = RecipeVariantProps<SlotRecipes[K]>;

/**
 * Looks up one of the library's slot recipes in the active system (so an app can override it in
 * its own system) and types it from its definition. Chakra's `chakra typegen` would do the typing
 * but writes into node_modules, which a workspace install wipes.
 */
export function useThemeSlotRecipe<K extends keyof SlotRecipes>(key: K): SlotRecipeFnOf<SlotRecipes[K]> {
  return useSlotRecipe({ key }) as unknown as SlotRecipeFnOf<SlotRecipes[K]>;
}
