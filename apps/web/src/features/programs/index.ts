// The programs feature's face: all that other features may import of it (docs/architecture.md "Boundaries").
export { programQuery } from "./api/program-query.ts";
export { defaultProgramSearch } from "./api/program-search.ts";
export { programsQuery } from "./api/programs-query.ts";
export { SEARCH_PAUSE_MS } from "./components/list/program-filters.tsx";
export { GuidelineAcceptCard } from "./components/page/guideline-accept-card.tsx";
export { scopeCategoryLabels } from "./components/settings/scope-category-labels.ts";
