/**
 * The prefix of every program query (the hunters' list, an organization's list, one program), which
 * program events make stale. It lives below the features because both programs and organizations
 * (the members page's program filter) read program lists.
 */
export const programsKey = ["programs"] as const;
