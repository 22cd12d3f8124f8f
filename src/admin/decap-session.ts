/**
 * Decap's backend on Netlify (scripts/build-steps/write-cms-config.ts):
 * Identity signs staff in, Git Gateway commits their edits.
 */
export const editorBackend = "git-gateway";

/** Decap's own record of who is signed in (LocalStorageAuthStore, decap-cms-core's backend.ts). */
const decapUserKey = "decap-cms-user";

/**
 * Lets the editor find the person just signed in here. Decap restores a user
 * only when its own record names the backend that signed them in; the
 * git-gateway backend then takes the user from gotrue-js's session
 * (localStorage "gotrue.user", where @netlify/identity keeps it), checks it
 * with Git Gateway and writes its full record over this one. Without the
 * record Decap shows its login form, though the session is there. On our own
 * server the backend is "proxy", whose session is the back office's cookie
 * (server/back-office/browser/editor-session.ts).
 */
export function rememberEditorSignIn(
  backendName: string = editorBackend,
  storage: Storage = localStorage,
) {
  storage.setItem(decapUserKey, JSON.stringify({ backendName }));
}
