// The programs feature's face: all that other features may import of it (docs/architecture.md "Boundaries").
export { toActivationRequest } from "./activation/activation-requests.presenter.ts";
export { closeRequest, findRequestForUpdate } from "./activation/activation-requests.repository.ts";
export { listScopeGroups, type ScopeGroupRow } from "./core/program-details.repository.ts";
export { authorizeProgram, getProgramFor } from "./core/program-loading.ts";
export { listManagerUserIds } from "./core/program-managers.repository.ts";
export { payloadOf } from "./core/program-rules.ts";
export { isOrganizationMember, programPolicy } from "./core/programs.policy.ts";
export { findProgram, isUuid, type ProgramRow, updateProgram } from "./core/programs.repository.ts";
export { findScopeGroup } from "./scopes/scope-groups.repository.ts";
