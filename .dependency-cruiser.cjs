// The import boundaries `npm test` checks (docs/architecture.md "Boundaries"). Features are
// apps/api/src/modules/<feature> and apps/web/src/features/<feature>; a feature's declared face is
// its index.ts. Tests and their fixtures may reach into any feature: they are not the product.
const tests = "\\.(test|fixtures)\\.tsx?$|/test/";

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import cycle between files: move what both need below both.",
      from: {},
      to: { circular: true },
    },
    {
      name: "api-feature-face",
      severity: "error",
      comment: "An API feature imports another only through that feature's index.ts.",
      from: { path: "^apps/api/src/modules/([^/]+)/", pathNot: tests },
      to: {
        path: "^apps/api/src/modules/",
        pathNot: ["^apps/api/src/modules/$1/", "^apps/api/src/modules/[^/]+/index\\.ts$"],
      },
    },
    {
      name: "api-foundation-below-features",
      severity: "error",
      comment: "db, http, events, lib, mail, jobs, chat, notifications and storage are below every feature.",
      from: {
        path: "^apps/api/src/(db|http|events|lib|mail|jobs|chat|notifications|storage)/",
        pathNot: [tests, "^apps/api/src/db/seed"],
      },
      to: { path: "^apps/api/src/modules/" },
    },
    {
      name: "api-mail-through-notifications",
      severity: "error",
      comment:
        'Features send no mail: they record events, and the notifications module mails their readers (docs/architecture.md "Notifications").',
      from: { path: "^apps/api/src/modules/", pathNot: tests },
      to: { path: "^apps/api/src/mail/" },
    },
    {
      name: "web-feature-face",
      severity: "error",
      comment: "A web feature imports another only through that feature's index.ts.",
      from: { path: "^apps/web/src/features/([^/]+)/", pathNot: tests },
      to: {
        path: "^apps/web/src/features/",
        pathNot: ["^apps/web/src/features/$1/", "^apps/web/src/features/[^/]+/index\\.tsx?$"],
      },
    },
    {
      name: "web-foundation-below-features",
      severity: "error",
      comment: "The web app's lib and components are below every feature.",
      from: { path: "^apps/web/src/(lib|components)/", pathNot: tests },
      to: { path: "^apps/web/src/features/" },
    },
    {
      name: "shared-below-apps",
      severity: "error",
      comment: "packages/shared is below both apps.",
      from: { path: "^packages/shared/" },
      to: { path: "^apps/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist)/|routeTree\\.gen\\.ts$" },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};
