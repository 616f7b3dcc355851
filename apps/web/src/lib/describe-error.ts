import type { TFunction } from "i18next";
import { ApiError, NETWORK_ERROR_MESSAGE } from "./api-error.ts";

export interface ErrorDescription {
  status?: number;
  title: string;
  message: string;
  /** The error can go away by itself (a lost connection): offer to try again. */
  isTransient?: boolean;
}

/** The error page's texts for a message from the URL (spec §8 lists three well-known ones). */
export function describeErrorMessage(message: string, t: TFunction): ErrorDescription {
  switch (message) {
    case "Forbidden":
      return {
        status: 403,
        title: t("Forbidden"),
        message: t(
          "You are not allowed to access this resource. The resource might not exist or you don't have a right to access.",
        ),
      };
    case "Unauthorized":
      return {
        status: 401,
        title: t("Unauthorized"),
        message: t("Please sign up/in to access the resource."),
      };
    case NETWORK_ERROR_MESSAGE:
      return {
        title: t("Failed to fetch"),
        message: t("Failed to fetch page data. Please check your internet connection."),
        isTransient: true,
      };
    case "Not Found":
      return { status: 404, title: t("Not Found"), message: t("This page does not exist") };
    default:
      return { title: t("Error"), message: message || t("Something wrong happened") };
  }
}

/** The error page's texts for whatever a page threw. */
export function describeError(error: unknown, t: TFunction): ErrorDescription {
  if (error instanceof ApiError) {
    if (error.status === 0) return describeErrorMessage(NETWORK_ERROR_MESSAGE, t);
    if (error.status === 401) return describeErrorMessage("Unauthorized", t);
    if (error.status === 403) return describeErrorMessage("Forbidden", t);
    if (error.status === 404) return describeErrorMessage("Not Found", t);
    return {
      status: error.status,
      title: t("Something wrong happened"),
      message: error.message,
      isTransient: error.status >= 500,
    };
  }
  if (error instanceof TypeError && error.message === NETWORK_ERROR_MESSAGE) {
    return describeErrorMessage(NETWORK_ERROR_MESSAGE, t);
  }
  return { title: t("Something wrong happened"), message: error instanceof Error ? error.message : "" };
}
