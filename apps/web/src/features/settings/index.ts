// The settings feature's face: all that other features may import of it (docs/architecture.md "Boundaries").
export { balanceKey, creditsKey, movementsKey } from "./api/earnings-keys.ts";
export { MAX_SOCIALS, socialLinkError } from "./api/profile-form.ts";
export { useSettingsModal } from "./api/use-settings-modal.ts";
export { SettingsSection } from "./components/settings-section.tsx";
export { SocialsField, type SocialValue } from "./components/socials-field.tsx";
