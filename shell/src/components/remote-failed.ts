/**
 * Set on a remote's area while it shows its failure: a page the web server drew gives way to it at once
 * (features/drawn-page) rather than keep the visitor waiting on an app that did not come. A module of its
 * own, importing nothing, because the drawn page's small starter reads it too.
 */
export const REMOTE_FAILED_ATTRIBUTE = 'data-remote-failed';
