// The profiles feature's face: all that other features may import of it (docs/architecture.md "Boundaries").
export { SocialLinks } from "./components/social-links.tsx";
