import type { AuthMode, AuthStrategy, LoginRequest } from "@bounty/shared";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";

export interface RequestLoginInput {
  strategy: AuthStrategy;
  mode: AuthMode;
  email?: string;
}

export async function requestLogin(input: RequestLoginInput): Promise<LoginRequest> {
  return (await api.post<DataEnvelope<LoginRequest>>("/auth/request", input)).data;
}
