import { rememberEditorSignIn } from "#src/admin/decap-session.ts";

// Decap's proxy backend has no sign-in of its own: the back office's session
// (its cookie, sent with every save) is the sign-in. Told so before Decap
// starts, the editor opens at once instead of showing a "Login" button.
rememberEditorSignIn("proxy");
