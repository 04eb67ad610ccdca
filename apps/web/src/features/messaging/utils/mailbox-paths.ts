// Zod-free: the area registry (in the first load) takes the page's path from here.

/** The mailbox of the local stand-ins. The top bar stays off any path containing "mail" (spec), so the page has its own way back. */
export const MAILBOX_PATH = '/mail';
