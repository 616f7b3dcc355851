// The settings feature's face: all that other features may import of it (docs/architecture.md "Boundaries").

export { SettingsSection } from "../../components/pages/settings-section.tsx";
export { MAX_SOCIALS, socialLinkError } from "./api/profile-form.ts";
export { useSettingsModal } from "./api/use-settings-modal.ts";
export { SocialsField, type SocialValue } from "./components/socials-field.tsx";
