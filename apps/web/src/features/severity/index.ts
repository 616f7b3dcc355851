// The severity feature's face: all that other features may import of it (docs/architecture.md "Boundaries").
export { useVrtLanguage } from "./api/use-vrt-language.ts";
export { CvssCalculator } from "./components/cvss-calculator.tsx";
export { SeverityBadge, useSeverityLabels } from "./components/severity-badge.tsx";
export { VrtPicker } from "./components/vrt-picker.tsx";
