import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { recipes, slotRecipes } from "@chakra-ui/react/theme";
import { describe, expect, it } from "vitest";
import { usedChakraRecipes, usedChakraSlotRecipes } from "./used-chakra-recipes";

const repoRoot = path.resolve(import.meta.dirname, "../../../..");
const sourceRoots = ["packages/ui/src", "packages/app-kit/src", "apps/crm/src", "apps/admin/src"];

/** Components styled by a recipe whose key is not their own name. */
const extraRecipesOf: Record<string, string[]> = {
  Checkbox: ["checkmark"],
  RadioGroup: ["radiomark"],
  RadioCard: ["radiomark"],
  InputGroup: ["inputAddon"],
  IconButton: ["button"],
  CloseButton: ["button"],
  ButtonGroup: ["button"],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name === "dist" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function importedChakraNames(): Set<string> {
  const names = new Set<string>();
  for (const root of sourceRoots) {
    for (const file of sourceFiles(path.join(repoRoot, root))) {
      for (const match of readFileSync(file, "utf8").matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"@chakra-ui\/react"/g)) {
        for (const part of match[1]!.split(",")) {
          const name = part.trim().replace(/^type\s+/, "").split(/\s+as\s+/)[0];
          if (name) names.add(name);
        }
      }
    }
  }
  return names;
}

describe("the theme's Chakra recipes", () => {
  it("include the recipe of every Chakra component the product imports", () => {
    const chakraKeys = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)]);
    const kept = new Set([...Object.keys(usedChakraRecipes), ...Object.keys(usedChakraSlotRecipes)]);
    const needed = new Set<string>();
    for (const name of importedChakraNames()) {
      const ownKey = name.charAt(0).toLowerCase() + name.slice(1);
      if (chakraKeys.has(ownKey)) needed.add(ownKey);
      for (const key of extraRecipesOf[name] ?? []) needed.add(key);
    }
    expect([...needed].filter((key) => !kept.has(key)).sort()).toEqual([]);
    expect(needed.size).toBeGreaterThan(10);
  });

  it("keep Chakra's own definitions of the recipes they include", () => {
    for (const [key, recipe] of Object.entries(usedChakraRecipes)) expect(recipe).toBe(recipes[key as keyof typeof recipes]);
    for (const [key, recipe] of Object.entries(usedChakraSlotRecipes)) expect(recipe).toBe(slotRecipes[key as keyof typeof slotRecipes]);
  });
});
