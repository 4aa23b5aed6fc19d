import { defineProject } from "vitest/config";

/** Plain logic tests (`src/**\/*.test.ts`), run next to the story tests in both modes. */
export const unitProject = defineProject({
  root: import.meta.dirname,
  test: { name: "unit", environment: "node", include: ["src/**/*.test.ts"] },
});
