import { hasUnstorableCharacter } from "@cdp/contracts";
import type { FastifySchemaCompiler } from "fastify";
import { validatorCompiler as zodValidatorCompiler } from "fastify-type-provider-zod";
import type { z } from "zod";

/**
 * Every route's params, query and body pass the zod schema of its contract; before that, one
 * rule for every text value of every endpoint: no NUL byte and no unpaired surrogate, which the
 * database cannot store. Declared here once so an endpoint added later is covered too.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data: unknown) => {
    const path = pathOfUnstorableText(data, []);
    if (!path) return validate(data);
    return {
      error: [{ keyword: "custom", instancePath: `/${path.join("/")}`, schemaPath: "#", message: "validation.text.unstorable", params: {} }],
    } as ReturnType<ReturnType<typeof zodValidatorCompiler>>;
  };
};

function pathOfUnstorableText(value: unknown, path: string[], depth = 0): string[] | null {
  if (typeof value === "string") return hasUnstorableCharacter(value) ? path : null;
  if (value === null || typeof value !== "object" || depth > 32) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (hasUnstorableCharacter(key)) return [...path, "(key)"];
    const found = pathOfUnstorableText(inner, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}
