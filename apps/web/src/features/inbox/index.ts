// The inbox feature's face (issue 31): the bell, the page, and the call that marks a report's lines read.
export { markInboxRead } from "./api/inbox.ts";
export { InboxBell } from "./components/inbox-bell.tsx";
export { InboxPage } from "./components/inbox-page.tsx";
