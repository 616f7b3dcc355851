// The saved views feature's face (issue 31): the organization's named report filters, in its
// navigation and over its report list. It reads only the shared schemas, so both may use it.
export { SavedViewsBar } from "./components/saved-views-bar.tsx";
export { SavedViewsNav } from "./components/saved-views-nav.tsx";
