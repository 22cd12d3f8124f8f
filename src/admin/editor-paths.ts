/**
 * The editor (Decap CMS, /admin/) and its account page, where the Identity
 * e-mails on Netlify land: the page, its script, its policy and the e-mail
 * templates all read these. Staff pages: no public page links to either.
 */
export const editorPath = "/admin/";
export const editorAccountPath = "/admin/account";
