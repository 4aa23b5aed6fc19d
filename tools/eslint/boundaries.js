// Architecture rules the docs describe, enforced so they cannot drift:
// features of an app do not import each other; packages never import an app.
import path from "node:path";

// Paths are judged from the repository root, so a checkout under e.g. /work/apps/ is not "an app".
const repoRoot = path.resolve(import.meta.dirname, "..", "..");
const fromRoot = (file) => `/${path.relative(repoRoot, file).split(path.sep).join("/")}`;

function resolveTarget(context, source) {
  if (!source.startsWith(".")) return null;
  return path.resolve(path.dirname(context.filename), source);
}

function featureOf(file) {
  const match = fromRoot(file).match(/\/apps\/([^/]+)\/src\/features\/([^/]+)\//);
  return match ? `${match[1]}/${match[2]}` : null;
}

const noCrossFeatureImports = {
  meta: { type: "problem", messages: { cross: "Feature '{{from}}' must not import feature '{{to}}': move the shared code to src/shared." } },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    return {
      ImportDeclaration(node) {
        const target = resolveTarget(context, String(node.source.value));
        const to = target && featureOf(path.join(target, "x"));
        if (to && to !== from) context.report({ node, messageId: "cross", data: { from, to } });
      },
    };
  },
};

const noAppImportsInPackages = {
  meta: { type: "problem", messages: { app: "Packages must not depend on an app ('{{source}}')." } },
  create(context) {
    const inPackage = fromRoot(context.filename).startsWith("/packages/");
    if (!inPackage) return {};
    return {
      ImportDeclaration(node) {
        const source = String(node.source.value);
        const target = resolveTarget(context, source);
        const intoApp = /^@cdp\/(crm|admin|server)(\/|$)/.test(source) || (target && fromRoot(target).startsWith("/apps/"));
        if (intoApp) context.report({ node, messageId: "app", data: { source } });
      },
    };
  },
};

export default { rules: { "no-cross-feature-imports": noCrossFeatureImports, "no-app-imports-in-packages": noAppImportsInPackages } };
