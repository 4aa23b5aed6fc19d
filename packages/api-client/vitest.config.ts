import { defineConfig } from "vitest/config";
import { reporters } from "../../vitest.shared.ts";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    environment: "jsdom",
    environmentOptions: { jsdom: { url: "http://localhost:3000/admin/users" } },
    reporters: reporters("api-client"),
  },
});
