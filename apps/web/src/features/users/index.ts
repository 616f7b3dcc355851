// The users feature's face: all that other features may import of it (docs/architecture.md "Boundaries").
export { storeUpdatedUser, updateUser } from "./api/update-user.ts";
export { UniqueNameInput } from "./components/unique-name-input.tsx";
