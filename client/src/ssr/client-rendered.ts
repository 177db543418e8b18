/**
 * The digest of an error the server met while rendering a part of a page: that part is sent as
 * its fallback and rendered by the browser instead. React reports such parts while it hydrates;
 * the shop expects them (the server already logged why), so it does not report them again.
 */
export const CLIENT_RENDERED_DIGEST = 'rendered-in-browser';
