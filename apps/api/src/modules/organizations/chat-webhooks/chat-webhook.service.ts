import {
  CHAT_WEBHOOK_EXISTS,
  type CreateChatWebhook,
  chatWebhookUrlRefusal,
  type UpdateChatWebhook,
} from "@bounty/shared";
import { checkWebhookUrl } from "../../../chat/webhook-url.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import { recordEvent } from "../../../events/events.repository.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { AppError, notFound } from "../../../http/errors.ts";
import { getOrganizationFor } from "../core/organizations.service.ts";
import * as repo from "./chat-webhook.repository.ts";

const NOT_FOUND = "Chat webhook";

/** The organization's chat webhook, URL included, for its admin; null when there is none. */
export async function getChatWebhook(
  ctx: AppContext,
  actor: Actor,
  organizationId: string,
): Promise<repo.ChatWebhookRow | null> {
  const { db } = ctx.database;
  const { organization } = await getOrganizationFor(db, actor, organizationId, "manageChatWebhook");
  return repo.findChatWebhook(db, organization.id);
}

/** Connects the one webhook (admin only); its address must lie under CHAT_WEBHOOK_BASE_URL. */
export async function createChatWebhook(
  ctx: AppContext,
  actor: Actor,
  organizationId: string,
  input: CreateChatWebhook,
): Promise<repo.ChatWebhookRow> {
  const baseUrl = ctx.config.CHAT_WEBHOOK_BASE_URL;
  return ctx.database.db.transaction(async (tx) => {
    const { organization } = await getOrganizationFor(tx, actor, organizationId, "manageChatWebhook", {
      lock: true,
    });
    const url = checkWebhookUrl(input.webhook, new URL(baseUrl));
    if (!url) throw new AppError("validation_failed", `webhook: ${chatWebhookUrlRefusal(baseUrl)}`);
    if (await repo.findChatWebhook(tx, organization.id)) throw new AppError("conflict", CHAT_WEBHOOK_EXISTS);
    let webhook: repo.ChatWebhookRow;
    try {
      webhook = await repo.createChatWebhook(tx, {
        organizationId: organization.id,
        url: url.href,
        active: input.active,
        createdBy: actor.userId,
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError("conflict", CHAT_WEBHOOK_EXISTS);
      throw e;
    }
    // The address is a secret: events name the webhook by id only.
    await recordEvent(tx, {
      type: "org.chat_webhook.created",
      organizationId: organization.id,
      actorId: actor.userId,
      payload: { webhookId: webhook.id, active: webhook.active },
    });
    return webhook;
  });
}

/** Turns the webhook on or off (admin only); while off, events are not posted to it. */
export async function updateChatWebhook(
  ctx: AppContext,
  actor: Actor,
  organizationId: string,
  input: UpdateChatWebhook,
): Promise<repo.ChatWebhookRow> {
  return ctx.database.db.transaction(async (tx) => {
    const { organization } = await getOrganizationFor(tx, actor, organizationId, "manageChatWebhook", {
      lock: true,
    });
    const current = await repo.findChatWebhook(tx, organization.id);
    if (!current) throw notFound(NOT_FOUND);
    if (current.active === input.active) return current;
    const webhook = await repo.updateChatWebhookActive(tx, organization.id, input.active);
    await recordEvent(tx, {
      type: "org.chat_webhook.updated",
      organizationId: organization.id,
      actorId: actor.userId,
      payload: { webhookId: webhook.id, active: webhook.active },
    });
    return webhook;
  });
}

/** Disconnects the webhook (admin only); messages not yet posted are dropped with it. */
export async function deleteChatWebhook(
  ctx: AppContext,
  actor: Actor,
  organizationId: string,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const { organization } = await getOrganizationFor(tx, actor, organizationId, "manageChatWebhook", {
      lock: true,
    });
    const current = await repo.findChatWebhook(tx, organization.id);
    if (!current) throw notFound(NOT_FOUND);
    await repo.deleteChatWebhook(tx, organization.id);
    await recordEvent(tx, {
      type: "org.chat_webhook.deleted",
      organizationId: organization.id,
      actorId: actor.userId,
      payload: { webhookId: current.id },
    });
  });
}
