/**
 * The NOTIFY channel committed events are announced on. A notice (`LiveNotice`) carries the type and
 * ids only, so it stays far below NOTIFY's 8000-byte limit and nothing private crosses it.
 */
export const EVENTS_CHANNEL = "bounty_events";
